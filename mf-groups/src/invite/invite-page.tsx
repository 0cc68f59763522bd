import { apiErrorMessage } from '@studyhub/api-client';
import { selectAuthLoading, selectUser } from '@studyhub/auth';
import { ROUTES } from '@studyhub/contracts/web';
import type { InvitePreview } from '@studyhub/contracts';
import { Button, Card, Container, Muted, useDocumentTitle } from '@studyhub/ui';
import { Link, useNavigate, useParams } from '@studyhub/router';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useAcceptInviteMutation, useGetInviteQuery } from '../groups.api.js';
import { GROUPS_PATHS } from '../groups.paths.js';
import { TEXTS } from '../groups.texts.js';
import { formatMoment } from '../shared/dates.js';
import { showDone } from '../shared/feedback.js';
import { GroupFace } from '../shared/group-face.js';
import { ScreenLoading } from '../shared/loading.js';
import { ButtonLink } from '../shared/button-link.js';
import { FieldError } from '@studyhub/forms';

const T = TEXTS.invite;

const StyledCard = styled(Card)`
  display: grid;
  gap: 20px;
  max-width: 640px;
  margin: 40px auto;
  padding: 28px;
  overflow: visible;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) { margin: 24px auto; padding: 20px 16px; }
`;

/** The page's h1 says what this is; the group's name under it is its h2. */
const StyledKicker = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1rem;
  font-weight: 600;
`;

const StyledName = styled.h2`
  margin: 0;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  > * { flex: 1 1 180px; }
`;

const StyledTitle = styled.h1`
  margin: 0;
`;

/** What a guest is offered: log in or register, each bringing them back to this link. */
function GuestChoice({ token }: { token: string }) {
  const navigate = useNavigate();
  const from = { from: GROUPS_PATHS.invite(token) };
  return (
    <>
      <Muted>{T.guestHint}</Muted>
      <StyledActions>
        <Button type="button" onClick={() => navigate(ROUTES.login, { state: from })}>
          {T.loginToJoin}
        </Button>
        <Button type="button" $variant="secondary" onClick={() => navigate(ROUTES.register, { state: from })}>
          {T.registerToJoin}
        </Button>
      </StyledActions>
    </>
  );
}

/** A signed-in visitor who is not in the group yet: one button joins and opens the group. */
function JoinChoice({ token, preview }: { token: string; preview: InvitePreview }) {
  const navigate = useNavigate();
  const [acceptInvite, { isLoading }] = useAcceptInviteMutation();
  const [problem, setProblem] = useState<string>();
  async function join() {
    setProblem(undefined);
    const outcome = await acceptInvite(token);
    if (outcome.error) {
      setProblem(apiErrorMessage(outcome.error, T.joinFailed));
      return;
    }
    navigate(GROUPS_PATHS.group(outcome.data._id));
    void showDone(T.joined(outcome.data.name));
  }
  return (
    <>
      <Muted>{T.expires(formatMoment(preview.expiresAt))}</Muted>
      {problem && <FieldError role="alert">{problem}</FieldError>}
      <StyledActions>
        <Button type="button" disabled={isLoading} onClick={() => void join()}>
          {isLoading ? T.joining : T.join(preview.group.name)}
        </Button>
      </StyledActions>
    </>
  );
}

/**
 * An invite link. Guests see the group and are asked to log in or register (and come back here);
 * a signed-in user joins with one button, or is told they are in already. A dead link says why,
 * in the API's words.
 */
export function InvitePage() {
  const { token = '' } = useParams();
  const user = useSelector(selectUser);
  const authLoading = useSelector(selectAuthLoading);
  // The answer depends on who asks (isMember): wait until the user is known, and key the cache by them.
  const result = useGetInviteQuery({ token, uid: user?.uid ?? '' }, { skip: authLoading, refetchOnMountOrArgChange: true });
  const preview = result.data;
  useDocumentTitle(preview && T.join(preview.group.name));

  if (authLoading || result.isLoading) return <ScreenLoading text={T.loading} />;
  if (!preview || result.isError) {
    return (
      <Container>
        <StyledCard as="section" aria-labelledby="invite-failed-title">
          <StyledTitle id="invite-failed-title">{T.unavailable}</StyledTitle>
          <p role="alert">{apiErrorMessage(result.error, T.failed)}</p>
          <Link to={ROUTES.home}>{T.goHome}</Link>
        </StyledCard>
      </Container>
    );
  }

  const member = user && preview.isMember;
  return (
    <Container>
      <StyledCard as="section" aria-labelledby="invite-title">
        <StyledKicker id="invite-title">{member ? T.alreadyMember(preview.group.name) : T.heading}</StyledKicker>
        <GroupFace group={preview.group} heading={(name) => <StyledName>{name}</StyledName>} />
        {!user && <GuestChoice token={token} />}
        {user && !member && <JoinChoice token={token} preview={preview} />}
        {member && (
          <StyledActions>
            <ButtonLink to={GROUPS_PATHS.group(preview.group._id)}>{T.openGroup}</ButtonLink>
          </StyledActions>
        )}
      </StyledCard>
    </Container>
  );
}
