import styled from 'styled-components';
import { TEXTS } from '../assignments.texts.js';

const StyledChip = styled.span`
  align-self: flex-start;
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** Says before anyone takes the work that names stay hidden between students and markers. */
export function AnonymousChip({ anonymous }: { anonymous: boolean }) {
  return anonymous ? <StyledChip data-testid="anonymous-chip">{TEXTS.anonymousReview.chip}</StyledChip> : null;
}
