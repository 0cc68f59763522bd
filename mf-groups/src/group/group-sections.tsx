import { MESSAGES, ROUTES } from '@studyhub/contracts/web';
import { type Column, DataTable, PagedContent, pagedRows } from '@studyhub/ui';
import type { Assignment, GroupMember, Submission } from '@studyhub/contracts';
import { Link } from '@studyhub/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@studyhub/api-client';
import { useListGroupAssignmentsInfiniteQuery, useListGroupMembersInfiniteQuery, useListGroupPendingInfiniteQuery } from '../groups.api.js';
import { TEXTS } from '../groups.texts.js';
import { formatDay } from '../shared/dates.js';
import { RoleBadge } from '../shared/role-badge.js';
import { Section } from '../shared/section.js';

const T = TEXTS.group;
const C = T.columns;

const StyledList = styled.ul`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 4px 16px;
    padding: 14px 16px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
  a { font-weight: 700; overflow-wrap: anywhere; }
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** The group's assignments, each linking to its page in the assignments area. */
export function AssignmentsSection({ groupId }: { groupId: string }) {
  const result = useListGroupAssignmentsInfiniteQuery(groupId, { refetchOnMountOrArgChange: true });
  const { rows, state } = pagedRows<Assignment>(result);
  return (
    <Section
      id="group-assignments"
      title={T.assignments}
      actions={<Link to={`${ROUTES.createAssignment}?group=${encodeURIComponent(groupId)}`}>{T.newAssignment}</Link>}
    >
      <PagedContent state={state} empty={T.noAssignments} failed={apiErrorMessage(result.error, T.assignmentsFailed)}>
        <StyledList aria-labelledby="group-assignments">
          {rows.map((assignment) => (
            <li key={assignment._id}>
              <Link to={ROUTES.assignmentDetails(assignment._id)}>{assignment.title}</Link>
              <StyledMeta>
                {T.due(formatDay(assignment.dueDate))} · {T.marks(assignment.marks)} · {assignment.difficulty}
              </StyledMeta>
            </li>
          ))}
        </StyledList>
      </PagedContent>
    </Section>
  );
}

const PENDING_COLUMNS: Column<Submission>[] = [
  { header: C.title, cell: (row) => row.title },
  { header: C.student, cell: (row) => row.userName || MESSAGES.assignments.anonymous },
  { header: C.marks, cell: (row) => row.marks, align: 'center' },
];

/** The group's work waiting for a mark; marking happens in the grading area, narrowed to this group. */
export function PendingSection({ groupId }: { groupId: string }) {
  const result = useListGroupPendingInfiniteQuery(groupId, { refetchOnMountOrArgChange: true });
  const { rows, state } = pagedRows<Submission>(result);
  return (
    <Section
      id="group-pending"
      title={T.pending}
      actions={<Link to={`${ROUTES.pendingAssignments}?group=${encodeURIComponent(groupId)}`}>{T.markPending}</Link>}
    >
      <PagedContent state={state} empty={T.noPending} failed={apiErrorMessage(result.error, T.pendingFailed)}>
        <DataTable labelledBy="group-pending" columns={PENDING_COLUMNS} rows={rows} rowKey={(row) => row._id} />
      </PagedContent>
    </Section>
  );
}

export const MEMBER_COLUMNS: Column<GroupMember>[] = [
  { header: C.name, cell: (row) => row.name || MESSAGES.assignments.anonymous },
  { header: C.role, cell: (row) => <RoleBadge role={row.role} /> },
  { header: C.joined, cell: (row) => formatDay(row.joinedAt) },
];

/** Who is in the group: owner, then admins, then members, in the order they joined. */
export function MembersSection({ groupId }: { groupId: string }) {
  const result = useListGroupMembersInfiniteQuery({ id: groupId }, { refetchOnMountOrArgChange: true });
  const { rows, state } = pagedRows<GroupMember>(result, (row) => row.uid);
  return (
    <Section id="group-members" title={T.members}>
      <PagedContent state={state} empty={T.noMembers} failed={apiErrorMessage(result.error, T.membersFailed)}>
        <DataTable labelledBy="group-members" columns={MEMBER_COLUMNS} rows={rows} rowKey={(row) => row.uid} />
      </PagedContent>
    </Section>
  );
}
