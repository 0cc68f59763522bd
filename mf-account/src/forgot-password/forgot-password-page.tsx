import { sendPasswordReset } from '@studyhub/auth';
import { AUTH_TEXTS, forgotPasswordSchema, ROUTES } from '@studyhub/contracts';
import { Button, showAlert, TextField } from '@studyhub/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, SubmitButtonRow } from '../shared/auth-layout.js';
import { showAuthError } from '../shared/feedback.js';
import { useZodForm } from '../shared/use-zod-form.js';

const StyledSent = styled.p`
  margin: 24px 0 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.text};
`;

export function ForgotPasswordPage() {
  const prefill = (useLocation().state as { email?: string } | null)?.email ?? '';
  const form = useZodForm(forgotPasswordSchema, { email: prefill });
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onValid = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      await sendPasswordReset(email);
      setSentTo(email);
      await showAlert({ title: AUTH_TEXTS.resetSentTitle, text: AUTH_TEXTS.resetSent(email), icon: 'success' });
    } catch (error) {
      await showAuthError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title={AUTH_TEXTS.forgotPasswordTitle}
      intro={AUTH_TEXTS.forgotPasswordIntro}
      footer={
        <>
          Remembered it? <Link to={ROUTES.login}>Back to Login</Link>
        </>
      }
    >
      {sentTo && <StyledSent role="status">{AUTH_TEXTS.resetSent(sentTo)}</StyledSent>}
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <SubmitButtonRow>
          <Button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </SubmitButtonRow>
      </form>
    </AuthLayout>
  );
}
