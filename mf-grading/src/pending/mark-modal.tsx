import type { Submission } from '@studyhub/contracts';
import { Modal } from '@studyhub/ui';
import { MarkForm, type MarkProblem, type MarkValues } from './mark-form.js';

interface Props {
  /** The submission being marked; null while the modal is closed. */
  submission: Submission | null;
  onClose: () => void;
  onMark: (submission: Submission, values: MarkValues) => Promise<MarkProblem | void>;
}

/** 'Mark Submission': the form mounts with each opening, so every opening starts empty. */
export function MarkModal({ submission, onClose, onMark }: Props) {
  return (
    <Modal open={submission !== null} title="Mark Submission" onClose={onClose}>
      {submission && <MarkForm submission={submission} onCancel={onClose} onMark={(values) => onMark(submission, values)} />}
    </Modal>
  );
}
