import { signIn } from '@studyhub/auth';
import { loginSchema, MESSAGES, ROUTES } from '@studyhub/contracts';
import { Button, TextField } from '@studyhub/ui';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { AuthLayout, SubmitButtonRow } from '../shared/auth-layout.js';
import { showAuthError, showSuccess } from '../shared/feedback.js';
import { PasswordField } from '../shared/password-field.js';
import { useZodForm } from '../shared/use-zod-form.js';
import { GoogleSignIn } from './google-sign-in.js';

const StyledForgot = styled.div`
  margin: -8px 0 16px;
  text-align: right;
  font-size: 0.9rem;
`;

/** Where the guard sent the user from, or the email the register screen just created. */
interface LoginState {
  from?: string;
  email?: string;
}

export function LoginPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginState;
  const [busy, setBusy] = useState(false);
  const form = useZodForm(loginSchema, { email: state.email ?? '', password: '' });

  // The spec sends users home; a user the guard stopped goes back to the page they asked for.
  const destination = state.from && state.from !== ROUTES.login ? state.from : ROUTES.home;

  const onValid = async (data: { email: string; password: string }) => {
    setBusy(true);
    try {
      await signIn(dispatch, data);
      showSuccess(MESSAGES.auth.loginSuccess);
      navigate(destination, { replace: true });
    } catch (error) {
      await showAuthError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Login"
      intro="Welcome back! Log in to take, create and grade assignments."
      footer={
        <>
          Don&apos;t have an account? <Link to={ROUTES.register}>Register</Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <StyledForgot>
          <Link to={ROUTES.forgotPassword} state={{ email: form.values.email }}>
            Forgot Password?
          </Link>
        </StyledForgot>
        <SubmitButtonRow>
          <Button type="submit" disabled={busy}>
            {busy ? 'Logging in...' : 'Login'}
          </Button>
        </SubmitButtonRow>
      </form>
      <GoogleSignIn destination={destination} />
    </AuthLayout>
  );
}
