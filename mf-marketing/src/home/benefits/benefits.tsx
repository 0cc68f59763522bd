import { HOME_SECTIONS } from '@studyhub/contracts/web';
import { Container } from '@studyhub/ui';
import styled from 'styled-components';
import { SectionHeader, StyledSection } from '../../shared/section.js';
import { BENEFITS } from './benefits.data.js';
import { BRAND_TEXTS } from '../brand.texts.js';

const StyledGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 20px;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { grid-template-columns: 1fr; }
`;

const StyledItem = styled.li`
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { margin: 16px 0 6px; font-size: 1.1rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const StyledIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
  svg { width: 26px; height: 26px; fill: currentColor; }
`;

const HEADING_ID = 'benefits-heading';

/** Benefits (anchor benifit-section, which the navigation and footer scroll to). */
export function Benefits() {
  return (
    <StyledSection id={HOME_SECTIONS.features} $alt aria-labelledby={HEADING_ID}>
      <Container>
        <SectionHeader id={HEADING_ID} eyebrow="Features" title={BRAND_TEXTS.headline} lead={BRAND_TEXTS.subline} />
        <StyledGrid>
          {BENEFITS.map((benefit) => (
            <StyledItem key={benefit.title}>
              <StyledIcon aria-hidden="true">
                <svg viewBox="0 0 24 24">
                  <path d={benefit.icon} />
                </svg>
              </StyledIcon>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </StyledItem>
          ))}
        </StyledGrid>
      </Container>
    </StyledSection>
  );
}
