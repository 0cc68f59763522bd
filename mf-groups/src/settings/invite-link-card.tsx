import type { GroupInvite } from '@studyhub/contracts';
import { Button } from '@studyhub/ui';
import { useEffect, useState } from 'react';
import { DangerButton } from '../shared/danger-button.js';
import styled, { type DefaultTheme } from 'styled-components';
import type { InviteState } from '@studyhub/contracts/web';
import { GROUPS_PATHS } from '../groups.paths.js';
import { TEXTS } from '../groups.texts.js';
import { formatDay, formatMoment } from '../shared/dates.js';

const T = TEXTS.settings;
const COPIED_FOR_MS = 3000;

function stateColors(state: InviteState, theme: DefaultTheme) {
  if (state === 'active') return { fg: theme.colors.success, bg: theme.colors.successBg };
  if (state === 'revoked') return { fg: theme.colors.danger, bg: theme.colors.dangerBg };
  return { fg: theme.colors.warning, bg: theme.colors.warningBg };
}

const StyledCard = styled.li`
  display: grid;
  gap: 10px;
  padding: 16px;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { margin: 0; font-size: 1rem; }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const StyledState = styled.span<{ $state: InviteState }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme, $state }) => stateColors($state, theme).fg};
  background: ${({ theme, $state }) => stateColors($state, theme).bg};
`;

const StyledFacts = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const StyledUrl = styled.code`
  display: block;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
  user-select: all;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const StyledCopied = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 700;
`;

const StyledProblem = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

/** Where the link leads: this app's invite screen for the token. */
export const inviteUrl = (token: string) => `${window.location.origin}${GROUPS_PATHS.invite(token)}`;

interface Props {
  invite: GroupInvite;
  groupName: string;
  /** The member list shows only who joined through this link. */
  filtering: boolean;
  onShowJoined: (invite: GroupInvite) => void;
  onTurnOff: (invite: GroupInvite) => void;
  turningOff: boolean;
}

/**
 * One invite link: its state, uses and expiry; an active one can be copied, shared (where the
 * browser can) and turned off. Every button keeps its short visible name and is described by the
 * card's title, so a screen reader says which link it acts on.
 */
export function InviteLinkCard({ invite, groupName, filtering, onShowJoined, onTurnOff, turningOff }: Props) {
  const [copy, setCopy] = useState<'copied' | 'failed'>();
  const titleId = `invite-${invite._id}`;
  const url = inviteUrl(invite.token);
  const active = invite.state === 'active';
  const created = formatDay(invite.createdAt);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy(undefined), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: T.shareTitle(groupName), url });
    } catch {
      // Cancelled by the user, or refused by the browser: the link is still there to copy.
    }
  }

  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledTop>
        <StyledState $state={invite.state}>{TEXTS.inviteStates[invite.state]}</StyledState>
        <h3 id={titleId}>{T.inviteName(created)}</h3>
        <StyledFacts>{T.createdBy(invite.createdByName)}</StyledFacts>
      </StyledTop>
      <StyledFacts>
        {(invite.state === 'expired' ? T.expired : T.expires)(formatMoment(invite.expiresAt))} · {T.uses(invite.uses, invite.maxUses)}
      </StyledFacts>
      {active && <StyledUrl>{url}</StyledUrl>}
      <StyledActions>
        {active && (
          <Button type="button" $variant="secondary" aria-describedby={titleId} onClick={() => void copyLink()}>
            {T.copy}
          </Button>
        )}
        {active && canShare && (
          <Button type="button" $variant="secondary" aria-describedby={titleId} onClick={() => void share()}>
            {T.share}
          </Button>
        )}
        <Button
          type="button"
          $variant={filtering ? 'primary' : 'ghost'}
          aria-pressed={filtering}
          aria-describedby={titleId}
          disabled={invite.uses === 0}
          onClick={() => onShowJoined(invite)}
        >
          {T.joined(invite.uses)}
        </Button>
        {active && (
          <DangerButton type="button" aria-describedby={titleId} disabled={turningOff} onClick={() => onTurnOff(invite)}>
            {T.turnOff}
          </DangerButton>
        )}
        <span role="status">
          {copy === 'copied' && <StyledCopied>{T.copied}</StyledCopied>}
          {copy === 'failed' && <StyledProblem>{T.copyFailed}</StyledProblem>}
        </span>
      </StyledActions>
    </StyledCard>
  );
}
