import type { Claim, Submission } from '@studyhub/contracts';
import { Modal } from '@studyhub/ui';
import styled from 'styled-components';
import { TEXTS } from '../grading.texts.js';
import { MarkForm, type MarkProblem, type MarkValues } from './mark-form.js';

const StyledNotice = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.text};
`;

interface Props {
  /** The submission being marked; null while the modal is closed. */
  submission: Submission | null;
  onClose: () => void;
  onMark: (submission: Submission, values: MarkValues) => Promise<MarkProblem | void>;
  /** Someone else had the dialog of this submission open first (see use-claim.ts). */
  heldBy?: Claim | null;
}

/**
 * 'Mark Submission': the form mounts with each opening, so every opening starts empty. A marker who
 * opened it second is told who was first.
 */
export function MarkModal({ submission, onClose, onMark, heldBy }: Props) {
  return (
    <Modal open={submission !== null} title="Mark Submission" onClose={onClose}>
      {submission && heldBy && <StyledNotice role="status">{TEXTS.claims.markingNow(heldBy.by)}</StyledNotice>}
      {submission && <MarkForm submission={submission} onCancel={onClose} onMark={(values) => onMark(submission, values)} />}
    </Modal>
  );
}
