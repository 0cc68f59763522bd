import { sendPasswordReset } from '@studyhub/auth';
import { ROUTES } from '@studyhub/contracts/web';
import { FormStack, TextField, importSchema, useZodForm } from '@studyhub/forms';
import { Button, showAlert } from '@studyhub/ui';
import { useState } from 'react';
import { Link, useLocation } from '@studyhub/router';
import styled from 'styled-components';
import { AuthLayout, SubmitButtonRow } from '../shared/auth-layout.js';
import { showAuthError } from '../shared/feedback.js';
import { ACCOUNT_TEXTS } from '../account.texts.js';

const StyledSent = styled.p`
  margin: 24px 0 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.text};
`;

export function ForgotPasswordPage() {
  const prefill = (useLocation().state as { email?: string } | null)?.email ?? '';
  const form = useZodForm(importSchema('forgotPasswordSchema'), { defaultValues: { email: prefill } });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onValid = async ({ email }: { email: string }) => {
    try {
      await sendPasswordReset(email);
      setSentTo(email);
      await showAlert({ title: ACCOUNT_TEXTS.resetSentTitle, text: ACCOUNT_TEXTS.resetSent(email), icon: 'success' });
    } catch (error) {
      await showAuthError(error);
    }
  };

  return (
    <AuthLayout
      title={ACCOUNT_TEXTS.forgotPasswordTitle}
      intro={ACCOUNT_TEXTS.forgotPasswordIntro}
      footer={
        <>
          Remembered it? <Link to={ROUTES.login}>Back to Login</Link>
        </>
      }
    >
      {sentTo && <StyledSent role="status">{ACCOUNT_TEXTS.resetSent(sentTo)}</StyledSent>}
      <FormStack noValidate onSubmit={form.submit(onValid)} onFocus={form.prepare}>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <SubmitButtonRow>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </SubmitButtonRow>
      </FormStack>
    </AuthLayout>
  );
}
