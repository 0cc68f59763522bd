import type { SubmissionStatus } from '@studyhub/contracts';
import { Badge, type BadgeTone } from '@studyhub/ui';

/** Completed green, pending yellow; withdrawn (nobody can mark it any more) greyed out. */
const TONES: Record<SubmissionStatus, BadgeTone> = { completed: 'success', pending: 'warning', withdrawn: 'muted' };

/** 'pending' → 'Pending'. */
export function statusLabel(status: SubmissionStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** A submission's status, capitalised: pending in yellow, completed in green, withdrawn in grey. */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <Badge $tone={TONES[status]} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}
