import styled from 'styled-components';
import { STEP_IMAGE_SIZE, type MarketingCard } from './steps.js';

const StyledCard = styled.article`
  width: min(320px, 78vw);
  margin: 0 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
  img { display: block; width: 100%; height: auto; aspect-ratio: 16 / 10; }
`;

const StyledBody = styled.div`
  padding: 16px 20px 20px;
  h3 { margin: 0 0 6px; font-size: 1.15rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const StyledStep = styled.span`
  display: inline-block;
  margin-bottom: 8px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.8rem;
  font-weight: 700;
`;

/** One how-it-works card: picture, step number, title, description. */
export function StepCard({ card }: { card: MarketingCard }) {
  return (
    <StyledCard>
      <img src={card.imageUrl} {...STEP_IMAGE_SIZE} alt="" loading="lazy" decoding="async" />
      <StyledBody>
        <StyledStep>Step {card.id}</StyledStep>
        <h3>{card.title}</h3>
        <p>{card.description}</p>
      </StyledBody>
    </StyledCard>
  );
}
