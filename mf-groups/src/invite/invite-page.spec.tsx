import { describe, expect, test } from '@jest/globals';
import { installFakeApi } from '@studyhub/testing';
import { API_PATHS, MESSAGES, ROUTES } from '@studyhub/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN, aGroup, aPreview, apiError, uuid } from '../test-support/fixtures.js';
import { InvitePage } from './invite-page';
import { renderScreen } from '../test-support/render-screen';

jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  showAlert: async () => true,
}));
jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  currentIdToken: async () => 'test-token',
}));

type User = Parameters<typeof renderScreen>[1]['user'];

const open = (user?: User) => renderScreen(<InvitePage />, { path: '/invite/:token', route: `/invite/${TOKEN}`, user });

describe('InvitePage', () => {
  test('a guest sees the group and is sent to log in, coming back to this link afterwards', async () => {
    installFakeApi(() => ({ body: aPreview() }));
    open(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'You are invited to join' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Chemistry circle' })).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register to join' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to join' }));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login);
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? '')).toEqual({ from: `/invite/${TOKEN}` });
  });

  test('"Register to join" goes to the register form with the way back', async () => {
    installFakeApi(() => ({ body: aPreview() }));
    open(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Register to join' }));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.register);
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? '')).toEqual({ from: `/invite/${TOKEN}` });
  });

  test('a member is told they are in already, with a link to the group and nothing to join', async () => {
    installFakeApi(() => ({ body: aPreview({ isMember: true }) }));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'You are already a member of Chemistry circle' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the group' })).toHaveAttribute('href', `/groups/${uuid(1)}`);
    expect(screen.queryByRole('button', { name: /join/i })).not.toBeInTheDocument();
  });

  test('a signed-in visitor joins with one button and lands on the group page', async () => {
    const calls = installFakeApi((call) =>
      call.method === 'POST' ? { status: 201, body: aGroup({ role: 'member' }) } : { body: aPreview({ isMember: false }) },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Chemistry circle' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/groups/${uuid(1)}`);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET ${API_PATHS.invite(TOKEN)}`,
      `POST ${API_PATHS.invite(TOKEN)}`,
    ]);
  });

  test.each([
    ['an expired link', 410, 'INVITE_EXPIRED', MESSAGES.api.inviteExpired],
    ['a turned-off link', 410, 'INVITE_REVOKED', MESSAGES.api.inviteRevoked],
    ['an unknown link', 404, 'INVITE_NOT_FOUND', MESSAGES.api.inviteNotFound],
  ])('%s says so in the API’s words, with a way home', async (_kind, status, code, message) => {
    installFakeApi(() => apiError(status, code, message));
    open(null);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'This invite link cannot be used' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Log in to join' })).not.toBeInTheDocument();
  });

  test('a link used up while open refuses the join with the API message, and the page stays', async () => {
    installFakeApi((call) => (call.method === 'POST' ? apiError(410, 'INVITE_USED_UP', MESSAGES.api.inviteUsedUp) : { body: aPreview() }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Chemistry circle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.api.inviteUsedUp);
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });
});
