import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, test } from '@jest/globals';
import { AUTH_ERROR_MESSAGES, MESSAGES, ROUTES } from '@studyhub/contracts';
import { lightTheme } from '@studyhub/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { ACCOUNT_TEXTS } from '../account.texts.js';
import { ACCOUNT_PATHS } from '../account.paths.js';
import { LoginPage } from './login-page';
import { ForgotPasswordPage } from '../forgot-password/forgot-password-page';
import { authReducer } from '@studyhub/auth';

const showAlert = jest.fn(async (_options: unknown) => true);
const signIn = jest.fn(async (_dispatch: unknown, _input: unknown) => undefined);

// The real SDK's Node build needs fetch, which jsdom lacks; no call reaches it in these tests.
jest.mock('firebase/auth', () => ({}));
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  showAlert: (options: unknown) => showAlert(options),
}));
jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  signIn: (dispatch: unknown, input: unknown) => signIn(dispatch, input),
}));

const V = MESSAGES.validation;

/** The login screen as the register screen leaves it (`state`), with Forgot Password beside it. */
function renderPage(state?: { email: string }) {
  const store = configureStore({ reducer: { auth: authReducer } });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: ROUTES.login, state }]}>
        <ThemeProvider theme={lightTheme}>
          <Routes>
            <Route path={ROUTES.login} element={<LoginPage />} />
            <Route path={ACCOUNT_PATHS.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={ROUTES.home} element={<p>Home</p>} />
          </Routes>
        </ThemeProvider>
      </MemoryRouter>
    </Provider>,
  );
}

describe('LoginPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  test('an invalid form shows each message under its field and the Validation Error alert, and sends nothing', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: V.alertTitle, text: V.fixForm }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(V.email);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(V.passwordMin);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  test('a refused login shows the readable Error alert and keeps what was typed', async () => {
    signIn.mockRejectedValueOnce({ code: 'auth/invalid-credential' });
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@studyhub.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong-password1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({ title: MESSAGES.auth.errorTitle, text: AUTH_ERROR_MESSAGES['auth/invalid-credential'] }),
      ),
    );
    expect(signIn).toHaveBeenCalledWith(expect.any(Function), { email: 'ada@studyhub.test', password: 'Wrong-password1' });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@studyhub.test');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong-password1');
  });

  test('a just-registered email arrives filled in, and the email typed here goes along to Forgot Password', async () => {
    renderPage({ email: 'new@studyhub.test' });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('new@studyhub.test');
    await userEvent.clear(email);
    await userEvent.type(email, 'grace@studyhub.test');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@studyhub.test');
  });

  test('a valid login says so and goes home', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@studyhub.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: ACCOUNT_TEXTS.loginSuccess }));
  });
});
