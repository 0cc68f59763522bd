import { authErrorMessage, refreshEmailVerification, resendEmailVerification, type SessionUser } from '@studyhub/auth';
import { Button } from '@studyhub/ui';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { PROFILE_TEXTS as T } from './profile.texts.js';

const StyledNotice = styled.section`
  margin-top: 20px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningBg};
  color: ${({ theme }) => theme.colors.text};
  h3 { margin: 0 0 6px; font-size: 1rem; }
  p { margin: 0; overflow-wrap: anywhere; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 12px;
`;

const StyledVerified = styled.p`
  margin: 12px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/**
 * An email account's verification: the link goes out at registration; here the user asks for it
 * again, and says when they have opened it (the page cannot know: the link opens elsewhere, and
 * only a fresh token carries the news to the API).
 */
export function EmailVerification({ user }: { user: SessionUser }) {
  const dispatch = useDispatch();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  if (!user.email) return null;
  if (user.emailVerified) return <StyledVerified role="status">{status || T.verified}</StyledVerified>;

  const act = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      setStatus(await action());
    } catch (error) {
      setStatus(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const resend = () => act(async () => (await resendEmailVerification(), T.resent(user.email ?? '')));
  const check = () => act(async () => ((await refreshEmailVerification(dispatch)) ? T.nowVerified : T.stillNotVerified));

  return (
    <StyledNotice aria-labelledby="email-verification-title">
      <h3 id="email-verification-title">{T.notVerifiedTitle}</h3>
      <p>{T.notVerified(user.email)}</p>
      <StyledActions>
        <Button type="button" $variant="secondary" disabled={busy} onClick={resend}>
          {T.resend}
        </Button>
        <Button type="button" disabled={busy} onClick={check}>
          {T.check}
        </Button>
      </StyledActions>
      <p role="status">{status}</p>
    </StyledNotice>
  );
}
