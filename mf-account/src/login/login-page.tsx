import { signIn } from '@studyhub/auth';
import { ROUTES } from '@studyhub/contracts/web';
import type { LoginInput } from '@studyhub/contracts';
import { FormStack, TextField, importSchema, useZodForm } from '@studyhub/forms';
import { Button } from '@studyhub/ui';
import { useDispatch } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from '@studyhub/router';
import styled from 'styled-components';
import { AuthLayout, SubmitButtonRow } from '../shared/auth-layout.js';
import { showAuthError, showSuccess } from '../shared/feedback.js';
import { PasswordField } from '../shared/password-field.js';
import { signedInDestination, useSignedInRedirect, type AccountScreenState } from '../shared/signed-in-destination.js';
import { GoogleSignIn } from './google-sign-in.js';
import { ACCOUNT_TEXTS } from '../account.texts.js';
import { ACCOUNT_PATHS } from '../account.paths.js';

/** Tucked under the password field, closer to it than the form's gap. */
const StyledForgot = styled.div`
  margin-top: -8px;
  text-align: right;
  font-size: 0.9rem;
`;

export function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as AccountScreenState;
  const form = useZodForm(importSchema('loginSchema'), { defaultValues: { email: state.email ?? '', password: '' } });
  const signedInTo = useSignedInRedirect(form.submitting);

  // Login sends users home; a user the guard stopped goes back to the page they asked for.
  const destination = signedInDestination(state);

  const onValid = async (data: LoginInput) => {
    try {
      await signIn(dispatch, data);
      showSuccess(ACCOUNT_TEXTS.loginSuccess);
      navigate(destination, { replace: true });
    } catch (error) {
      await showAuthError(error);
    }
  };

  if (signedInTo) return <Navigate to={signedInTo} replace />;
  return (
    <AuthLayout
      title="Login"
      intro="Welcome back! Log in to take, create and grade assignments."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={ROUTES.register} state={{ from: state.from } satisfies AccountScreenState}>
            Register
          </Link>
        </>
      }
    >
      <FormStack noValidate onSubmit={form.submit(onValid)} onFocus={form.prepare}>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <StyledForgot>
          <Link to={ACCOUNT_PATHS.forgotPassword} state={{ email: form.watch('email') }}>
            Forgot Password?
          </Link>
        </StyledForgot>
        <SubmitButtonRow>
          <Button type="submit" disabled={form.submitting}>
            {form.submitting ? 'Logging in...' : 'Login'}
          </Button>
        </SubmitButtonRow>
      </FormStack>
      <GoogleSignIn destination={destination} />
    </AuthLayout>
  );
}
