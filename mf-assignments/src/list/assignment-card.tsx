import { MESSAGES } from '@studyhub/contracts/web';
import type { Assignment } from '@studyhub/contracts';
import { Button, Card } from '@studyhub/ui';
import styled from 'styled-components';
import { DifficultyBadge } from '../shared/difficulty-badge.js';
import { formatDueDate } from '../shared/due-date.js';
import { Thumbnail } from '../shared/thumbnail.js';
import { viewerStatus } from '../shared/viewer-status.js';
import { ViewerStatusChip } from '../shared/viewer-status-chip.js';
import { GroupChip } from '../shared/group-chip.js';

const StyledThumb = styled(Thumbnail)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledBody = styled.div`
  padding: 14px 16px 16px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.92rem; overflow-wrap: anywhere; }
`;

/** A title or name without spaces must wrap inside the card, not push it wider than a phone. */
const StyledTitle = styled.h3`
  margin: 0;
  font-size: 1.05rem;
  overflow-wrap: anywhere;
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  margin-top: 8px;
  button { min-width: 0; padding: 8px 4px; font-size: 0.9rem; }
`;

interface Props {
  assignment: Assignment;
  onView: (assignment: Assignment) => void;
  onEdit: (assignment: Assignment) => void;
  onDelete: (assignment: Assignment) => void;
  /** One level below the list's own title, so headings never skip a level. */
  headingLevel?: 'h2' | 'h3';
  /**
   * A card of the first row of the list page: its picture is fetched at once rather than when it
   * scrolls into view, since one of them is the page's largest element; `high` for the first.
   */
  priority?: 'high' | 'auto';
}

/**
 * One assignment on the list: thumbnail, title, difficulty, the reader's status, author, marks, due
 * date and its actions. Each button names its assignment, so a screen reader or keyboard user going
 * through the grid by button knows which card "Delete" belongs to.
 */
export function AssignmentCard({ assignment, onView, onEdit, onDelete, headingLevel = 'h2', priority }: Props) {
  const { title } = assignment;
  return (
    <Card data-testid="assignment-card">
      <StyledThumb src={assignment.thumbnailUrl} width={320} height={200} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority} />
      <StyledBody>
        <StyledTitle as={headingLevel}>{title}</StyledTitle>
        <StyledBadges>
          <DifficultyBadge difficulty={assignment.difficulty} />
          <ViewerStatusChip status={viewerStatus(assignment)} />
          <GroupChip groupId={assignment.groupId} />
        </StyledBadges>
        <p>By: {assignment.userName || MESSAGES.assignments.anonymous}</p>
        <p>Marks: {assignment.marks ?? 0}</p>
        <p>Due: {formatDueDate(assignment.dueDate)}</p>
        <StyledActions>
          <Button aria-label={`View ${title}`} onClick={() => onView(assignment)}>
            View
          </Button>
          <Button $variant="secondary" aria-label={`Edit ${title}`} onClick={() => onEdit(assignment)}>
            Edit
          </Button>
          <Button $variant="secondary" aria-label={`Delete ${title}`} onClick={() => onDelete(assignment)}>
            Delete
          </Button>
        </StyledActions>
      </StyledBody>
    </Card>
  );
}
