import type { GroupRole } from '@studyhub/contracts/web';
import { Badge, type BadgeTone } from '@studyhub/ui';
import { TEXTS } from '../groups.texts.js';

const TONES: Record<GroupRole, BadgeTone> = { owner: 'primary', admin: 'success', member: 'muted' };

/** A member's role in words (Owner, Admin, Member), in the theme's colours. */
export function RoleBadge({ role }: { role: GroupRole }) {
  return <Badge $tone={TONES[role]}>{TEXTS.roles[role]}</Badge>;
}
