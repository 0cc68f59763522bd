import { beforeEach, describe, expect, test } from '@jest/globals';
import { installFakeApi } from '@studyhub/testing';
import { API_PATHS, MESSAGES } from '@studyhub/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aGroup, apiError, uuid } from '../test-support/fixtures.js';
import { CreateGroupPage } from './create-group-page';
import { renderScreen } from '../test-support/render-screen';

const showAlert = jest.fn(async (_options: unknown) => true);
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  showAlert: (options: unknown) => showAlert(options),
}));
jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  currentIdToken: async () => 'test-token',
}));

const open = () => renderScreen(<CreateGroupPage />, { path: '/groups/new', route: '/groups/new' });

async function fill(name: string, description: string, pictureUrl = '') {
  await userEvent.type(screen.getByLabelText('Group name'), name);
  if (description) await userEvent.type(screen.getByLabelText('Description (optional)'), description);
  if (pictureUrl) await userEvent.type(screen.getByLabelText('Picture URL (optional)'), pictureUrl);
  await userEvent.click(screen.getByRole('button', { name: 'Create Group' }));
}

describe('CreateGroupPage', () => {
  beforeEach(() => {
    showAlert.mockClear();
  });

  test('a name too short is refused under the field before anything is sent', async () => {
    const calls = installFakeApi(() => ({ body: aGroup() }));
    open();
    await fill('ab', '');
    expect(await screen.findByText(MESSAGES.validation.groupName)).toBeInTheDocument();
    expect(screen.getByLabelText('Group name')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  test('a server refusal shows the API message and keeps everything typed', async () => {
    installFakeApi(() => apiError(403, 'EMAIL_NOT_VERIFIED', MESSAGES.api.emailNotVerified));
    open();
    await fill('Chemistry circle', 'We meet on Fridays.', 'https://example.com/flask.png');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.api.emailNotVerified);
    expect(screen.getByLabelText('Group name')).toHaveValue('Chemistry circle');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('We meet on Fridays.');
    expect(screen.getByLabelText('Picture URL (optional)')).toHaveValue('https://example.com/flask.png');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  test('a refusal about one field shows under that field', async () => {
    installFakeApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: MESSAGES.validation.groupPictureUrl,
        errors: [{ path: 'pictureUrl', message: MESSAGES.validation.groupPictureUrl }],
      },
    }));
    open();
    await fill('Chemistry circle', '', 'https://example.com/flask.png');
    const picture = screen.getByLabelText('Picture URL (optional)');
    expect(await screen.findByText(MESSAGES.validation.groupPictureUrl)).toBeInTheDocument();
    expect(picture).toHaveAttribute('aria-invalid', 'true');
    expect(picture).toHaveValue('https://example.com/flask.png');
  });

  test('once created, the new group opens', async () => {
    const calls = installFakeApi(() => ({ status: 201, body: aGroup({ _id: uuid(7), name: 'Chemistry circle' }) }));
    open();
    await fill('  Chemistry circle ', 'We meet on Fridays.');
    expect(await screen.findByTestId('location')).toHaveTextContent(`/groups/${uuid(7)}`);
    expect(calls).toEqual([
      {
        endpoint: 'createGroup',
        method: 'POST',
        path: API_PATHS.groups,
        query: {},
        body: { name: 'Chemistry circle', description: 'We meet on Fridays.', pictureUrl: '' },
      },
    ]);
    expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Group created!', icon: 'success' }));
  });
});
