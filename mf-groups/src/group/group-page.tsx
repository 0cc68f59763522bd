import { selectUser } from '@studyhub/auth';
import { ROUTES, canManageGroup } from '@studyhub/contracts/web';
import type { Group } from '@studyhub/contracts';
import { Button, Container, LoadFailed, confirmAction, useDocumentTitle } from '@studyhub/ui';
import { useNavigate, useParams } from '@studyhub/router';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useGetGroupQuery, useRemoveMemberMutation } from '../groups.api.js';
import { GROUPS_PATHS } from '../groups.paths.js';
import { TEXTS } from '../groups.texts.js';
import { ButtonLink } from '../shared/button-link.js';
import { isGroupMissing, showDone, showRefusal } from '../shared/feedback.js';
import { GroupFace } from '../shared/group-face.js';
import { GroupNotFound } from '../shared/group-not-found.js';
import { ScreenLoading } from '../shared/loading.js';
import { AssignmentsSection, MembersSection, PendingSection } from './group-sections.js';

const T = TEXTS.group;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px 24px;
  margin: 32px 0 36px;
  > :first-child { flex: 1 1 420px; min-width: 0; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    width: 100%;
    > * { flex: 1 1 0; }
  }
`;

const StyledTitle = styled.h1`
  margin: 0;
`;

/** Leaving: confirmed first, then the group's page is left for My Groups. */
function useLeave(group: Group | undefined) {
  const user = useSelector(selectUser);
  const navigate = useNavigate();
  const [removeMember, { isLoading }] = useRemoveMemberMutation();
  async function leave() {
    if (!group || !user) return;
    const confirmed = await confirmAction(T.leaveTitle(group.name), T.leaveText, T.leaveConfirm, { focusCancel: true });
    if (!confirmed) return;
    const result = await removeMember({ id: group._id, uid: user.uid, leaving: true });
    if (result.error) {
      void showRefusal(result.error, T.leaveFailed);
      return;
    }
    navigate(GROUPS_PATHS.myGroups);
    void showDone(result.data.message);
  }
  return { leave, leaving: isLoading };
}

/** One group: its face, assignments, work waiting for a mark and members. */
export function GroupPage() {
  const { id = '' } = useParams();
  const result = useGetGroupQuery(id, { refetchOnMountOrArgChange: true });
  const group = result.data;
  const { leave, leaving } = useLeave(group);
  useDocumentTitle(group?.name);

  if (result.isLoading) return <ScreenLoading text={TEXTS.loading} />;
  // Also after a refetch: someone removed me, or deleted the group, since it was last shown.
  if (isGroupMissing(result.error)) return <GroupNotFound />;
  if (!group) {
    return (
      <Container>
        <LoadFailed message={T.loadFailed} onRetry={result.refetch} busy={result.isFetching} />
      </Container>
    );
  }
  return (
    <Container>
      <StyledHeader>
        <GroupFace group={group} heading={(name) => <StyledTitle>{name}</StyledTitle>} />
        <StyledActions>
          <ButtonLink to={`${ROUTES.progress}?group=${encodeURIComponent(group._id)}`} $variant="secondary">
            {T.progress}
          </ButtonLink>
          {canManageGroup(group.role) && (
            <ButtonLink to={GROUPS_PATHS.settings(group._id)} $variant="secondary">
              {T.settings}
            </ButtonLink>
          )}
          {group.role !== 'owner' && (
            <Button type="button" $variant="secondary" onClick={() => void leave()} disabled={leaving}>
              {T.leave}
            </Button>
          )}
        </StyledActions>
      </StyledHeader>
      <AssignmentsSection groupId={group._id} />
      <PendingSection groupId={group._id} />
      <MembersSection groupId={group._id} />
    </Container>
  );
}
