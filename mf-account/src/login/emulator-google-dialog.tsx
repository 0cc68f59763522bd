import { loginSchema, profileSchema } from '@studyhub/contracts';
import { FormButtons, FormStack, TextField, useZodForm } from '@studyhub/forms';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { ACCOUNT_TEXTS } from '../account.texts.js';

const StyledDialog = styled.dialog`
  width: min(420px, calc(100vw - 32px));
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &::backdrop { background: ${({ theme }) => theme.colors.overlay}; }
  h2 { margin: 0 0 8px; font-size: 1.3rem; }
  > p { margin: 0 0 16px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const accountSchema = z.object({ email: loginSchema.shape.email, name: profileSchema.shape.name });

/**
 * The emulator's stand-in for Google's account chooser (Google's popup needs
 * apis.google.com, which an offline machine cannot reach). The emulator accepts an unsigned
 * JSON "ID token" and creates or reuses a real google.com user for it. Loaded only in emulator
 * builds (see google-sign-in.tsx); a real Firebase project would reject such a token anyway.
 */
export default function EmulatorGoogleDialog({
  onCancel,
  onChoose,
}: {
  onCancel: () => void;
  onChoose: (idToken: string) => Promise<void>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Inline messages only: an alert would open underneath the modal dialog (top layer).
  const form = useZodForm(accountSchema, { defaultValues: { email: '', name: '' }, invalidAlert: false });

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const choose = ({ email, name }: z.output<typeof accountSchema>) => {
    // One Google account per email, so signing in twice with it reaches the same user.
    const sub = `emulator-${email.toLowerCase()}`;
    return onChoose(JSON.stringify({ sub, email, email_verified: true, name }));
  };

  return (
    <StyledDialog ref={dialog} aria-labelledby="emulator-google-title" onCancel={onCancel}>
      <h2 id="emulator-google-title">{ACCOUNT_TEXTS.emulatorGoogleTitle}</h2>
      <p>{ACCOUNT_TEXTS.emulatorGoogleIntro}</p>
      <FormStack noValidate onSubmit={form.submit(choose)}>
        <TextField label="Google account email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Display name" autoComplete="name" {...form.field('name')} />
        <FormButtons submitting={form.submitting} submitLabel="Continue" busyLabel="Signing in..." onCancel={onCancel} />
      </FormStack>
    </StyledDialog>
  );
}
