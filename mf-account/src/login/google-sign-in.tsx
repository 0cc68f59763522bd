import { signInWithGoogle, signInWithGoogleIdToken, usesAuthEmulator } from '@studyhub/auth';
import { Button } from '@studyhub/ui';
import { lazy, Suspense, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from '@studyhub/router';
import styled from 'styled-components';
import { showAuthError, showSuccess } from '../shared/feedback.js';
import { GoogleLogo } from './google-logo.js';
import { ACCOUNT_TEXTS } from '../account.texts.js';

/**
 * Emulator builds only. `process.env.STUDYHUB_AUTH_EMULATOR` is replaced by a literal at build
 * time (rsbuild.config.ts); for a real Firebase project it is 'false', the condition folds to
 * false and the bundler drops the dialog's chunk, so production code has only the popup path.
 */
const EmulatorGoogleDialog =
  process.env.STUDYHUB_AUTH_EMULATOR !== 'false' && usesAuthEmulator ? lazy(() => import('./emulator-google-dialog.js')) : null;

const StyledDivider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 20px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  &::before, &::after { content: ''; flex: 1; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const StyledGoogleButton = styled(Button)`
  width: 100%;
  min-height: 46px;
`;

export function GoogleSignIn({ destination }: { destination: string }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // The popup path has no form of its own; the emulator's dialog shows its own busy state.
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(false);

  const run = async (signInAction: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await signInAction();
      setChoosing(false);
      showSuccess(ACCOUNT_TEXTS.googleSuccess);
      navigate(destination, { replace: true });
    } catch (error) {
      // The error alert cannot show above a modal dialog, so the emulator chooser closes first.
      setChoosing(false);
      await showAuthError(error);
    } finally {
      setBusy(false);
    }
  };

  const onClick = () => {
    if (EmulatorGoogleDialog) setChoosing(true);
    else void run(() => signInWithGoogle(dispatch));
  };

  return (
    <>
      <StyledDivider>or</StyledDivider>
      <StyledGoogleButton type="button" $variant="secondary" onClick={onClick} disabled={busy}>
        <GoogleLogo />
        Sign in with Google
      </StyledGoogleButton>
      {EmulatorGoogleDialog && choosing && (
        <Suspense fallback={null}>
          <EmulatorGoogleDialog
            onCancel={() => setChoosing(false)}
            onChoose={(idToken) => run(() => signInWithGoogleIdToken(dispatch, idToken))}
          />
        </Suspense>
      )}
    </>
  );
}
