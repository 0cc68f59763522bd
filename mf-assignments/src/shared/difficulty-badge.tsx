import { difficultyColors } from '@studyhub/ui';
import styled from 'styled-components';
import { TEXTS } from '../assignments.texts.js';

const StyledBadge = styled.span<{ $difficulty?: string }>`
  align-self: flex-start;
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme, $difficulty }) => difficultyColors($difficulty, theme).fg};
  background: ${({ theme, $difficulty }) => difficultyColors($difficulty, theme).bg};
`;

/** Green Easy, yellow Medium, red Hard; 'N/A' when an assignment has none (docs/product.md). */
export function DifficultyBadge({ difficulty }: { difficulty?: string }) {
  return <StyledBadge $difficulty={difficulty}>{difficulty || TEXTS.assignments.notApplicable}</StyledBadge>;
}
