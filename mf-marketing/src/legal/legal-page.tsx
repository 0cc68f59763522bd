import { Container, Muted, PageTitle } from '@studyhub/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatLegalDate, LEGAL } from './legal.constants.js';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

const StyledPage = styled(Container)`
  max-width: 820px;
  padding-bottom: 56px;
`;

const StyledToc = styled.nav`
  margin: 24px 0 8px;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 { margin: 0 0 8px; font-size: 1rem; }
  ol { margin: 0; padding-left: 20px; columns: 2 220px; }
  li { margin: 0 0 6px; break-inside: avoid; }
`;

/* Long-form reading: a comfortable measure and spacing, and headings clear of the sticky nav. */
const StyledArticle = styled.article`
  line-height: 1.7;
  section { scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + 16px); }
  h2 { margin: 36px 0 8px; font-size: 1.3rem; }
  p, li { color: ${({ theme }) => theme.colors.text}; }
  ul { padding-left: 22px; }
  li { margin: 6px 0; }
`;

interface LegalPageProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Shared frame of /terms and /privacy: title, last-updated date, contents, numbered sections. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  return (
    <StyledPage>
      <PageTitle>{title}</PageTitle>
      <Muted>
        Last updated: <time dateTime={LEGAL.lastUpdated}>{formatLegalDate(LEGAL.lastUpdated)}</time>
      </Muted>
      <Muted as="p">{intro}</Muted>
      <StyledToc aria-labelledby="legal-contents">
        <h2 id="legal-contents">Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </StyledToc>
      <StyledArticle>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>
              {index + 1}. {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </StyledArticle>
    </StyledPage>
  );
}
