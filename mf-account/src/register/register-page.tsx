import { registerAccount } from '@studyhub/auth';
import { PASSWORD_SPECIALS, ROUTES } from '@studyhub/contracts/web';
import type { RegisterInput } from '@studyhub/contracts';
import { FormStack, TextField, importSchema, useZodForm } from '@studyhub/forms';
import { Button } from '@studyhub/ui';
import { useDispatch } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from '@studyhub/router';
import { AuthLayout, SubmitButtonRow } from '../shared/auth-layout.js';
import { showAuthError, showSuccess } from '../shared/feedback.js';
import { NAME_MAX_LENGTH } from '../shared/name-limit.js';
import { PasswordField } from '../shared/password-field.js';
import { useSignedInRedirect, type AccountScreenState } from '../shared/signed-in-destination.js';
import { ACCOUNT_TEXTS } from '../account.texts.js';

const PASSWORD_HINT = `At least 6 characters with an uppercase letter, a lowercase letter, a number and one of ${PASSWORD_SPECIALS}`;

export function RegisterPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  // Where the user was going (an invite link, a guarded page): it follows them through login.
  const from = (useLocation().state as AccountScreenState | null)?.from;
  const form = useZodForm(importSchema('registerSchema'), { defaultValues: { name: '', email: '', photoURL: '', password: '' } });
  const signedInTo = useSignedInRedirect(form.submitting);

  const onValid = async (data: RegisterInput) => {
    try {
      // Signs the new user out again (libs/auth): a new user continues at the login screen.
      await registerAccount(dispatch, data);
      showSuccess(ACCOUNT_TEXTS.registerSuccess);
      navigate(ROUTES.login, { state: { email: data.email, from } satisfies AccountScreenState });
    } catch (error) {
      await showAuthError(error);
    }
  };

  if (signedInTo) return <Navigate to={signedInTo} replace />;
  return (
    <AuthLayout
      title="Register"
      intro="Create your StudyHub account to share, take and grade assignments with your group."
      footer={
        <>
          Already have an account?{' '}
          <Link to={ROUTES.login} state={{ from } satisfies AccountScreenState}>
            Login
          </Link>
        </>
      }
    >
      <FormStack noValidate onSubmit={form.submit(onValid)} onFocus={form.prepare}>
        <TextField label="Name" autoComplete="name" maxLength={NAME_MAX_LENGTH} {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Photo URL (optional)"
          type="url"
          inputMode="url"
          placeholder="https://example.com/me.png"
          {...form.field('photoURL')}
        />
        <PasswordField label="Password" autoComplete="new-password" hint={PASSWORD_HINT} {...form.field('password')} />
        <SubmitButtonRow>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Creating account...' : 'Register'}
          </Button>
        </SubmitButtonRow>
      </FormStack>
    </AuthLayout>
  );
}
