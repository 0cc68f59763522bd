import { MESSAGES } from '@studyhub/contracts/web';
import type { Submission } from '@studyhub/contracts';
import styled from 'styled-components';
import { DocumentLink } from '@studyhub/ui';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0 0 20px;
  padding: 14px 16px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  dt { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; min-width: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
    gap: 2px;
    dd + dt { margin-top: 8px; }
  }
`;

const StyledNone = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

/** What the marker reads before marking: whose work, for what, the document and the notes. */
export function SubmissionSummary({ submission }: { submission: Submission }) {
  return (
    <StyledList>
      <dt>Assignment</dt>
      <dd>{submission.title}</dd>
      <dt>Submitted by</dt>
      <dd>{submission.userName || MESSAGES.assignments.anonymous}</dd>
      <dt>Document</dt>
      <dd>
        <DocumentLink href={submission.googleDocsLink} />
      </dd>
      <dt>Notes</dt>
      <dd>{submission.notes.trim() ? submission.notes : <StyledNone>{MESSAGES.submissions.noNotes}</StyledNone>}</dd>
    </StyledList>
  );
}
