import { HOME_SECTIONS } from '@studyhub/contracts/web';
import { Container } from '@studyhub/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { SectionHeader, StyledSection } from '../../shared/section.js';
import { FaqItem } from './faq-item.js';
import { FAQ_ENTRIES } from './faq.data.js';

const StyledList = styled.div`
  display: grid;
  gap: 12px;
  max-width: 820px;
  margin: 0 auto;
`;

const HEADING_ID = 'faq-heading';

/** FAQ accordion (anchor faq-section): one answer open at a time, the first one to begin with. */
export function Faq() {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  return (
    <StyledSection id={HOME_SECTIONS.faq} aria-labelledby={HEADING_ID}>
      <Container>
        <SectionHeader
          id={HEADING_ID}
          eyebrow="FAQ"
          title="Frequently asked questions"
          lead="Quick answers about accounts, groups and grading."
        />
        <StyledList>
          {FAQ_ENTRIES.map((entry, index) => (
            <FaqItem
              key={entry.question}
              id={`faq-${index + 1}`}
              question={entry.question}
              answer={entry.answer}
              open={openIndex === index}
              onToggle={() => setOpenIndex(openIndex === index ? null : index)}
            />
          ))}
        </StyledList>
      </Container>
    </StyledSection>
  );
}
