import { Container, VisuallyHidden } from '@studyhub/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { StyledEyebrow, StyledLead, StyledSection } from '../../shared/section.js';
import { StepCard } from './step-card.js';
import { STEPS } from './steps.js';
import { TypewriterHeading } from './typewriter-heading.js';
import { BRAND_TEXTS } from '../brand.texts.js';

// The marquee is below the fold: its code arrives after first paint, a still row stands in.
const StepsMarquee = lazy(() => import('./steps-marquee.js'));

const StyledIntro = styled.div`
  text-align: center;
  margin-bottom: 32px;
`;

const StyledStrip = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 8px 0 16px;
  padding: 6px 16px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 700;
`;

const StyledStill = styled.div`
  display: flex;
  overflow: hidden;
`;

const HEADING_ID = 'how-it-works-heading';

/** How it works: typewriter heading, the daily strip and the three steps in a marquee. */
export function HowItWorks() {
  return (
    <StyledSection aria-labelledby={HEADING_ID}>
      <Container>
        <StyledIntro>
          <StyledEyebrow>How it works</StyledEyebrow>
          <TypewriterHeading id={HEADING_ID} />
          <StyledStrip>
            <span aria-hidden="true">★</span> {BRAND_TEXTS.dailyStrip}
          </StyledStrip>
          <StyledLead>From sign-up to your first grade in three steps.</StyledLead>
        </StyledIntro>
      </Container>
      {/* Moving copies are decoration; this list is what assistive technology reads. */}
      <VisuallyHidden as="ol">
        {STEPS.map((card) => (
          <li key={card.id}>
            {card.title} {card.description}
          </li>
        ))}
      </VisuallyHidden>
      <div aria-hidden="true">
        <Suspense
          fallback={
            <StyledStill>
              {STEPS.map((card) => (
                <StepCard key={card.id} card={card} />
              ))}
            </StyledStill>
          }
        >
          <StepsMarquee />
        </Suspense>
      </div>
    </StyledSection>
  );
}
