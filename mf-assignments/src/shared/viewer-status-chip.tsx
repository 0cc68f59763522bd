import { Badge, type BadgeTone } from '@studyhub/ui';
import styled from 'styled-components';
import type { ViewerState, ViewerStatus } from './viewer-status.js';

function chipTone(state: ViewerState): BadgeTone {
  switch (state) {
    case 'graded':
      return 'success';
    case 'waiting':
      return 'warning';
    case 'past-due':
    case 'withdrawn':
      return 'danger';
    default:
      return 'muted';
  }
}

// A sentence, not one word: it may wrap inside a narrow card.
const StyledChip = styled(Badge)`
  align-self: flex-start;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8rem;
  white-space: normal;
  overflow-wrap: anywhere;
`;

/** The reader's state with one assignment as a coloured chip; nothing for a guest. */
export function ViewerStatusChip({ status }: { status: ViewerStatus }) {
  if (!status.label) return null;
  return (
    <StyledChip $tone={chipTone(status.state)} data-testid="viewer-status">
      {status.label}
    </StyledChip>
  );
}
