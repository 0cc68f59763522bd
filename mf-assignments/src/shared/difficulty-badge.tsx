import { Badge, difficultyTone } from '@studyhub/ui';
import styled from 'styled-components';
import { TEXTS } from '../assignments.texts.js';

const StyledBadge = styled(Badge)`
  align-self: flex-start;
  font-size: 0.8rem;
`;

/** Green Easy, yellow Medium, red Hard; 'N/A' when an assignment has none (docs/product.md). */
export function DifficultyBadge({ difficulty }: { difficulty?: string }) {
  return <StyledBadge $tone={difficultyTone(difficulty)}>{difficulty || TEXTS.assignments.notApplicable}</StyledBadge>;
}
