import { MESSAGES } from '@studyhub/contracts/web';
import type { Assignment } from '@studyhub/contracts';
import { Card, Container } from '@studyhub/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AnonymousChip } from '../shared/anonymous-chip.js';
import { GroupChip } from '../shared/group-chip.js';
import { DifficultyBadge } from '../shared/difficulty-badge.js';
import { formatDueDate } from '../shared/due-date.js';
import { Thumbnail } from '../shared/thumbnail.js';
import { viewerStatus } from '../shared/viewer-status.js';
import { ViewerStatusChip } from '../shared/viewer-status-chip.js';
import { TEXTS } from '../assignments.texts.js';

const StyledCard = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  margin: 32px 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr;
    margin-top: 16px;
  }
`;

const StyledPicture = styled(Thumbnail)`
  display: block;
  width: 100%;
  height: 100%;
  min-height: 240px;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    min-height: 0;
    height: auto;
  }
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 28px;
  h1 { margin: 0; font-size: clamp(1.5rem, 3vw, 2rem); overflow-wrap: anywhere; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { padding: 20px 16px; }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  div {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dt { font-size: 0.8rem; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 2px 0 0; font-weight: 600; overflow-wrap: anywhere; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { grid-template-columns: 1fr 1fr; }
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledDescription = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: auto;
  padding-top: 8px;
  > * { flex: 1 1 180px; }
`;

interface Props {
  assignment: Assignment;
  actions: ReactNode;
  /** What follows the card: the reader's own work, or the author's view of everyone's. */
  children?: ReactNode;
}

/** What the details screen shows of one assignment, with the screen's buttons below. */
export function AssignmentDetails({ assignment, actions, children }: Props) {
  return (
    <Container>
      <StyledCard as="section" aria-labelledby="assignment-title">
        {/* The page's largest picture, first on a phone's screen: fetched ahead of the scripts. */}
        <StyledPicture src={assignment.thumbnailUrl} width={640} height={400} fetchPriority="high" />
        <StyledBody>
          <StyledBadges>
            <DifficultyBadge difficulty={assignment.difficulty} />
            <ViewerStatusChip status={viewerStatus(assignment)} />
            <AnonymousChip anonymous={assignment.anonymous} />
            <GroupChip groupId={assignment.groupId} />
          </StyledBadges>
          <h1 id="assignment-title">{assignment.title}</h1>
          <StyledFacts>
            <div>
              <dt>Marks</dt>
              <dd>{assignment.marks || TEXTS.assignments.notSpecified}</dd>
            </div>
            <div>
              <dt>Due date</dt>
              <dd>{formatDueDate(assignment.dueDate)}</dd>
            </div>
            <div>
              <dt>By</dt>
              <dd>{assignment.userName || MESSAGES.assignments.anonymous}</dd>
            </div>
          </StyledFacts>
          <StyledDescription>{assignment.description}</StyledDescription>
          <StyledActions>{actions}</StyledActions>
        </StyledBody>
      </StyledCard>
      {children}
    </Container>
  );
}
