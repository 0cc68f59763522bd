import { selectUser } from '@studyhub/auth';
import { canManageGroup } from '@studyhub/contracts/web';
import type { GroupInvite } from '@studyhub/contracts';
import { Card, Container, LoadFailed, Muted, PageTitle, useDocumentTitle } from '@studyhub/ui';
import { Link, useParams } from '@studyhub/router';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useGetGroupQuery, useUpdateGroupMutation } from '../groups.api.js';
import { GROUPS_PATHS } from '../groups.paths.js';
import { TEXTS } from '../groups.texts.js';
import { formatDay } from '../shared/dates.js';
import { isGroupMissing, showDone } from '../shared/feedback.js';
import { GroupFieldsForm, refusalOf, type GroupFields } from '../shared/group-fields-form.js';
import { GroupNotFound } from '../shared/group-not-found.js';
import { ScreenLoading } from '../shared/loading.js';
import { Section } from '../shared/section.js';
import { DangerZone } from './danger-zone.js';
import { InviteLinks } from './invite-links.js';
import { MembersAdmin } from './members-admin.js';

const T = TEXTS.settings;

const StyledHead = styled.div`
  margin: 0 0 28px;
  h1 { overflow-wrap: anywhere; }
`;

const StyledCard = styled(Card)`
  padding: 24px;
  overflow: visible;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { padding: 16px; }
`;

/** A group's settings (owner and admins): its details, invite links, members and, for the owner, deletion. */
export function GroupSettingsPage() {
  const { id = '' } = useParams();
  const user = useSelector(selectUser);
  const result = useGetGroupQuery(id, { refetchOnMountOrArgChange: true });
  const [updateGroup] = useUpdateGroupMutation();
  const [filter, setFilter] = useState<{ invite: string; label: string }>();
  const group = result.data;
  useDocumentTitle(group && T.heading(group.name));

  if (result.isLoading) return <ScreenLoading text={TEXTS.loading} />;
  if (isGroupMissing(result.error)) return <GroupNotFound />;
  if (!group) {
    return (
      <Container>
        <LoadFailed message={TEXTS.group.loadFailed} onRetry={result.refetch} busy={result.isFetching} />
      </Container>
    );
  }

  const back = <Link to={GROUPS_PATHS.group(group._id)}>{T.backToGroup}</Link>;
  if (!canManageGroup(group.role)) {
    return (
      <Container as="section" aria-labelledby="settings-title">
        <PageTitle id="settings-title">{T.heading(group.name)}</PageTitle>
        <Muted role="alert">{T.notAllowed}</Muted>
        {back}
      </Container>
    );
  }

  async function save(values: GroupFields) {
    const outcome = await updateGroup({ id, body: values });
    if (outcome.error) return refusalOf(outcome.error, T.saveFailed);
    void showDone(T.saved);
  }

  function showJoined(invite: GroupInvite) {
    setFilter((current) => (current?.invite === invite._id ? undefined : { invite: invite._id, label: formatDay(invite.createdAt) }));
    document.getElementById('group-members-admin')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }

  return (
    <Container>
      <StyledHead>
        <PageTitle>{T.heading(group.name)}</PageTitle>
        {back}
      </StyledHead>
      <Section id="group-details" title={T.details}>
        <StyledCard>
          <GroupFieldsForm
            key={group._id}
            label={T.details}
            defaultValues={{ name: group.name, description: group.description, pictureUrl: group.pictureUrl }}
            submitLabel={T.save}
            submittingLabel={T.saving}
            onSave={save}
          />
        </StyledCard>
      </Section>
      <InviteLinks groupId={group._id} groupName={group.name} filterInvite={filter?.invite} onShowJoined={showJoined} />
      <MembersAdmin group={group} myUid={user?.uid ?? ''} filter={filter} onClearFilter={() => setFilter(undefined)} />
      {group.role === 'owner' && <DangerZone group={group} />}
    </Container>
  );
}
