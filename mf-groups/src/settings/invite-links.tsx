import { MESSAGES } from '@studyhub/contracts/web';
import type { GroupInvite } from '@studyhub/contracts';
import { Muted, PagedContent, pagedRows } from '@studyhub/ui';
import styled from 'styled-components';
import { useListGroupInvitesInfiniteQuery, useRevokeInviteMutation } from '../groups.api.js';
import { TEXTS } from '../groups.texts.js';
import { showDone, showRefusal } from '../shared/feedback.js';
import { Section } from '../shared/section.js';
import { InviteForm } from './invite-form.js';
import { InviteLinkCard } from './invite-link-card.js';

const T = TEXTS.settings;

const StyledPanel = styled.div`
  padding: 20px;
  margin-bottom: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { padding: 16px; }
`;

const StyledList = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

interface Props {
  groupId: string;
  groupName: string;
  /** The link whose joiners the member list shows, if any. */
  filterInvite: string | undefined;
  onShowJoined: (invite: GroupInvite) => void;
}

/** Make invite links and look after them: copy, share, turn off, see who joined through each. */
export function InviteLinks({ groupId, groupName, filterInvite, onShowJoined }: Props) {
  const result = useListGroupInvitesInfiniteQuery(groupId, { refetchOnMountOrArgChange: true });
  const { rows, state } = pagedRows<GroupInvite>(result);
  const [revokeInvite, revoking] = useRevokeInviteMutation();

  async function turnOff(invite: GroupInvite) {
    const outcome = await revokeInvite({ id: groupId, invite: invite._id });
    if (outcome.error) void showRefusal(outcome.error, T.turnOffFailed);
    else void showDone(MESSAGES.api.inviteRevokedDone);
  }

  return (
    <Section id="group-invites" title={T.invites}>
      <Muted>{T.invitesIntro}</Muted>
      <StyledPanel>
        <InviteForm groupId={groupId} />
      </StyledPanel>
      <PagedContent state={state} empty={T.noInvites} failed={T.invitesFailed}>
        <StyledList aria-labelledby="group-invites">
          {rows.map((invite) => (
            <InviteLinkCard
              key={invite._id}
              invite={invite}
              groupName={groupName}
              filtering={filterInvite === invite._id}
              onShowJoined={onShowJoined}
              onTurnOff={(row) => void turnOff(row)}
              turningOff={revoking.isLoading && revoking.originalArgs?.invite === invite._id}
            />
          ))}
        </StyledList>
      </PagedContent>
    </Section>
  );
}
