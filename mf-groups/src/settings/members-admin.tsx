import { MESSAGES } from '@studyhub/contracts/web';
import type { Group, GroupMember } from '@studyhub/contracts';
import { Button, type Column, confirmAction, DataTable, PagedContent, pagedRows } from '@studyhub/ui';
import { DangerButton } from '../shared/danger-button.js';
import styled from 'styled-components';
import {
  useListGroupMembersInfiniteQuery,
  useRemoveMemberMutation,
  useSetMemberRoleMutation,
  useTransferGroupMutation,
} from '../groups.api.js';
import { TEXTS } from '../groups.texts.js';
import { formatDay } from '../shared/dates.js';
import { showDone, showRefusal } from '../shared/feedback.js';
import { RoleBadge } from '../shared/role-badge.js';
import { Section } from '../shared/section.js';

const T = TEXTS.settings;
const C = TEXTS.group.columns;

const StyledFilter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-bottom: 12px;
  p { margin: 0; font-weight: 600; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { justify-content: flex-start; }
`;

const StyledYou = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

/** What the signed-in manager may do to `member`, as the API allows it. */
export function memberActions(viewer: { uid: string; role: Group['role'] }, member: GroupMember) {
  const other = member.uid !== viewer.uid && member.role !== 'owner';
  return {
    /** Owner and admins make or unmake admins; the owner's role moves only by a transfer. */
    changeRole: other && viewer.role !== 'member',
    /** An admin removes members only; the owner removes anyone else. */
    remove: other && (viewer.role === 'owner' || (viewer.role === 'admin' && member.role === 'member')),
    makeOwner: other && viewer.role === 'owner',
  };
}

interface Props {
  group: Group;
  myUid: string;
  /** Only who joined through this link, with what to call it. */
  filter: { invite: string; label: string } | undefined;
  onClearFilter: () => void;
}

/** The members with what the reader may do to each: roles, removal and, for the owner, ownership. */
export function MembersAdmin({ group, myUid, filter, onClearFilter }: Props) {
  const result = useListGroupMembersInfiniteQuery({ id: group._id, invite: filter?.invite }, { refetchOnMountOrArgChange: true });
  const { rows, state } = pagedRows<GroupMember>(result, (row) => row.uid);
  const [setRole, settingRole] = useSetMemberRoleMutation();
  const [removeMember, removing] = useRemoveMemberMutation();
  const [transferGroup, transferring] = useTransferGroupMutation();
  const busy = settingRole.isLoading || removing.isLoading || transferring.isLoading;
  const viewer = { uid: myUid, role: group.role };
  const nameOf = (member: GroupMember) => member.name || MESSAGES.assignments.anonymous;

  async function changeRole(member: GroupMember) {
    const outcome = await setRole({ id: group._id, uid: member.uid, role: member.role === 'admin' ? 'member' : 'admin' });
    if (outcome.error) void showRefusal(outcome.error, T.roleFailed);
  }

  async function remove(member: GroupMember) {
    if (!(await confirmAction(T.removeTitle(nameOf(member)), T.removeText, T.removeConfirm, { focusCancel: true }))) return;
    const outcome = await removeMember({ id: group._id, uid: member.uid });
    if (outcome.error) void showRefusal(outcome.error, T.removeFailed);
    else void showDone(outcome.data.message);
  }

  async function makeOwner(member: GroupMember) {
    if (!(await confirmAction(T.transferTitle(nameOf(member)), T.transferText, T.transferConfirm, { focusCancel: true }))) return;
    const outcome = await transferGroup({ id: group._id, uid: member.uid });
    if (outcome.error) void showRefusal(outcome.error, T.transferFailed);
    else void showDone(T.transferred(nameOf(member)));
  }

  const actionsColumn: Column<GroupMember> = {
    header: TEXTS.settings.actions,
    align: 'end',
    hideLabelOnPhone: true,
    cell: (row) => {
      const can = memberActions(viewer, row);
      if (!can.changeRole && !can.remove && !can.makeOwner) return null;
      const label = (action: string) => T.actionName(action, nameOf(row));
      return (
        <StyledActions>
          {can.changeRole && (
            <Button
              type="button"
              $variant="secondary"
              disabled={busy}
              aria-label={label(row.role === 'admin' ? T.makeMember : T.makeAdmin)}
              onClick={() => void changeRole(row)}
            >
              {row.role === 'admin' ? T.makeMember : T.makeAdmin}
            </Button>
          )}
          {can.makeOwner && (
            <Button type="button" $variant="secondary" disabled={busy} aria-label={label(T.makeOwner)} onClick={() => void makeOwner(row)}>
              {T.makeOwner}
            </Button>
          )}
          {can.remove && (
            <DangerButton type="button" disabled={busy} aria-label={label(T.remove)} onClick={() => void remove(row)}>
              {T.remove}
            </DangerButton>
          )}
        </StyledActions>
      );
    },
  };
  // Only a column with something in it: alone in a group, the owner has no one to act on.
  const anyActions = rows.some((row) => Object.values(memberActions(viewer, row)).some(Boolean));
  const columns: Column<GroupMember>[] = [
    {
      header: C.name,
      cell: (row) => (
        <>
          {nameOf(row)} {row.uid === myUid && <StyledYou>{T.you}</StyledYou>}
        </>
      ),
    },
    { header: C.role, cell: (row) => <RoleBadge role={row.role} /> },
    { header: C.joined, cell: (row) => formatDay(row.joinedAt) },
    ...(anyActions ? [actionsColumn] : []),
  ];

  return (
    <Section id="group-members-admin" title={T.members}>
      {filter && (
        <StyledFilter>
          <p role="status">{T.filteredBy(filter.label)}</p>
          <Button type="button" $variant="secondary" onClick={onClearFilter}>
            {T.showAllMembers}
          </Button>
        </StyledFilter>
      )}
      <PagedContent state={state} empty={TEXTS.group.noMembers} failed={TEXTS.group.membersFailed}>
        <DataTable labelledBy="group-members-admin" columns={columns} rows={rows} rowKey={(row) => row.uid} />
      </PagedContent>
    </Section>
  );
}
