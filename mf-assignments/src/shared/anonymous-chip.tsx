import { TEXTS } from '../assignments.texts.js';
import { InfoChip } from './info-chip.js';

/** Says before anyone takes the work that names stay hidden between students and markers. */
export function AnonymousChip({ anonymous }: { anonymous: boolean }) {
  return anonymous ? <InfoChip data-testid="anonymous-chip">{TEXTS.anonymousReview.chip}</InfoChip> : null;
}
