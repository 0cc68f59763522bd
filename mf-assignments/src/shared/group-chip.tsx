import { TEXTS } from '../assignments.texts.js';
import { InfoChip } from './info-chip.js';

/** Marks work only one study group sees, so its members know it is not on the public list. */
export function GroupChip({ groupId }: { groupId: string | null }) {
  return groupId ? <InfoChip data-testid="group-chip">{TEXTS.audience.chip}</InfoChip> : null;
}
