import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, test } from '@jest/globals';
import type { SessionUser } from '@studyhub/auth';
import { AUTH_ERROR_MESSAGES, MESSAGES } from '@studyhub/contracts';
import { renderInApp } from '@studyhub/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ACCOUNT_TEXTS } from '../account.texts.js';
import { ProfileForm } from './profile-form';
import { authReducer } from '@studyhub/auth';

const showAlert = jest.fn(async (_options: unknown) => true);
const updateUserProfile = jest.fn(async (_dispatch: unknown, _input: unknown) => undefined);

// The real SDK's Node build needs fetch, which jsdom lacks; no call reaches it in these tests.
jest.mock('firebase/auth', () => ({}));
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  showAlert: (options: unknown) => showAlert(options),
}));
jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  updateUserProfile: (dispatch: unknown, input: unknown) => updateUserProfile(dispatch, input),
}));

const user: SessionUser = {
  uid: 'u1',
  email: 'ada@studyhub.test',
  displayName: 'Ada Lovelace',
  photoURL: null,
  providerId: 'password',
  emailVerified: true,
};

function renderForm(onDone = jest.fn()) {
  const store = configureStore({ reducer: { auth: authReducer } });
  renderInApp(
    <Provider store={store}>
      <ProfileForm user={user} onDone={onDone} />
    </Provider>,
  );
  return onDone;
}

describe('ProfileForm', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  test('starts from the profile; the email is shown but cannot be edited', () => {
    renderForm();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@studyhub.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  test('an empty name shows its message and the Validation Error alert, and saves nothing', async () => {
    renderForm();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(showAlert).toHaveBeenCalledWith(
      expect.objectContaining({ title: MESSAGES.validation.alertTitle, text: MESSAGES.validation.fixForm }),
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(MESSAGES.validation.profileName);
    expect(updateUserProfile).not.toHaveBeenCalled();
  });

  test('a typed image link shows in the preview, and saving sends the trimmed values and closes the form', async () => {
    const onDone = renderForm();
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), '  Ada King ');
    await userEvent.type(screen.getByLabelText('Photo URL (optional)'), 'https://example.com/ada.png');
    expect(screen.getByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', 'https://example.com/ada.png');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(updateUserProfile).toHaveBeenCalledWith(expect.any(Function), {
      name: 'Ada King',
      photoURL: 'https://example.com/ada.png',
    });
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: ACCOUNT_TEXTS.profileUpdated }));
  });

  test('a refused save shows the Error alert, keeps the form open with what was typed', async () => {
    updateUserProfile.mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    const onDone = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), ' II');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(
        expect.objectContaining({
          title: MESSAGES.auth.errorTitle,
          text: AUTH_ERROR_MESSAGES['auth/network-request-failed'],
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace II');
    expect(onDone).not.toHaveBeenCalled();
  });
});
