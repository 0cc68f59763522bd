import type { GroupRole } from '@studyhub/contracts/web';
import styled, { type DefaultTheme } from 'styled-components';
import { TEXTS } from '../groups.texts.js';

function roleColors(role: GroupRole, theme: DefaultTheme) {
  if (role === 'owner') return { fg: theme.colors.primaryText, bg: theme.colors.primary };
  if (role === 'admin') return { fg: theme.colors.success, bg: theme.colors.successBg };
  return { fg: theme.colors.textMuted, bg: theme.colors.surfaceAlt };
}

const StyledBadge = styled.span<{ $role: GroupRole }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $role }) => roleColors($role, theme).fg};
  background: ${({ theme, $role }) => roleColors($role, theme).bg};
`;

/** A member's role in words (Owner, Admin, Member), in the theme's colours. */
export function RoleBadge({ role }: { role: GroupRole }) {
  return <StyledBadge $role={role}>{TEXTS.roles[role]}</StyledBadge>;
}
