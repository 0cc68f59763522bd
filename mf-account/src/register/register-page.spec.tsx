import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, test } from '@jest/globals';
import { AUTH_ERROR_MESSAGES, MESSAGES } from '@studyhub/contracts';
import { renderInApp } from '@studyhub/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RegisterPage } from './register-page';
import { authReducer } from '@studyhub/auth';

const showAlert = jest.fn(async (_options: unknown) => true);
const registerAccount = jest.fn(async (_dispatch: unknown, _input: unknown) => undefined);

// The real SDK's Node build needs fetch, which jsdom lacks; no call reaches it in these tests.
jest.mock('firebase/auth', () => ({}));
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  showAlert: (options: unknown) => showAlert(options),
}));
jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  registerAccount: (dispatch: unknown, input: unknown) => registerAccount(dispatch, input),
}));

const V = MESSAGES.validation;

function renderPage() {
  const store = configureStore({ reducer: { auth: authReducer } });
  return renderInApp(
    <Provider store={store}>
      <RegisterPage />
    </Provider>,
    { route: '/auth/register' },
  );
}

describe('RegisterPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  test('an empty submit shows each message under its field and the Validation Error alert', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: V.alertTitle, text: V.fixForm }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(V.nameMin);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(V.email);
    expect(screen.getByText(V.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(registerAccount).not.toHaveBeenCalled();
  });

  test('messages follow the typing after the first submit, and a valid form registers', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await userEvent.type(screen.getByLabelText('Password'), 'weakpass');
    expect(screen.getByText(V.passwordStrength)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Photo URL (optional)'), 'https://x.test/me.pdf');
    expect(screen.getByText(V.photoUrl)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@studyhub.test');
    await userEvent.clear(screen.getByLabelText('Photo URL (optional)'));
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(registerAccount).toHaveBeenCalledWith(expect.any(Function), {
      name: 'Grace Hopper',
      email: 'grace@studyhub.test',
      photoURL: '',
      password: 'Passw0rd!',
    });
  });

  test('a weak password gets the strength message next to the field, and the failed submit keeps what was typed', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@studyhub.test');
    await userEvent.type(screen.getByLabelText('Password'), 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: V.alertTitle, text: V.fixForm }));
    const password = screen.getByLabelText('Password');
    // Read with the field, after its hint: the rule and what is wrong with this password.
    expect(password).toHaveAccessibleDescription(expect.stringContaining(V.passwordStrength));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@studyhub.test');
    expect(password).toHaveValue('password');
    expect(registerAccount).not.toHaveBeenCalled();
  });

  test('while registering the button says so; a refusal shows the Error alert and keeps what was typed', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    registerAccount.mockImplementationOnce(() => new Promise((_resolve, reject) => (refuse = reject)));
    renderPage();
    await userEvent.type(screen.getByLabelText('Name'), 'Grace Hopper');
    await userEvent.type(screen.getByLabelText('Email'), 'taken@studyhub.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    refuse({ code: 'auth/email-already-in-use' });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: MESSAGES.auth.errorTitle, text: AUTH_ERROR_MESSAGES['auth/email-already-in-use'] }),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Email')).toHaveValue('taken@studyhub.test');
    expect(screen.getByLabelText('Password')).toHaveValue('Passw0rd!');
  });
});
