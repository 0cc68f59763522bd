import { beforeEach, describe, expect, test } from '@jest/globals';
import { type ApiAnswer, type ApiCall, installFakeApi } from '@studyhub/testing';
import { API_PATHS, MESSAGES, type GroupMember } from '@studyhub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN, aGroup, aMember, anInvite, apiError, uuid } from '../test-support/fixtures.js';
import { GroupSettingsPage } from './settings-page';
import { renderScreen } from '../test-support/render-screen';

const showAlert = jest.fn(async (_options: unknown) => true);
const confirmAction = jest.fn(async (..._args: unknown[]) => true);
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  showAlert: (options: unknown) => showAlert(options),
  confirmAction: (...args: unknown[]) => confirmAction(...args),
}));
jest.mock('@studyhub/auth', () => ({
  ...jest.requireActual<object>('@studyhub/auth'),
  currentIdToken: async () => 'test-token',
}));

const GROUP = uuid(1);
const ADAM = aMember({ uid: 'adam', name: 'Adam Admin', role: 'admin', inviteId: null });
const MONA = aMember({ uid: 'mona', name: 'Mona Member', role: 'member', inviteId: uuid(50) });
/** The members as each reader sees them: I am 'me' (the signed-in user). */
const MEMBERS: Record<'owner' | 'admin', GroupMember[]> = {
  admin: [
    aMember({ uid: 'olive', name: 'Olive Owner', role: 'owner', inviteId: null }),
    aMember({ uid: 'me', name: 'Me Myself', role: 'admin', inviteId: null }),
    ADAM,
    MONA,
  ],
  owner: [aMember({ uid: 'me', name: 'Me Myself', role: 'owner', inviteId: null }), ADAM, MONA],
};

/** A server for one group in which I have `role`; `other` answers the writes. */
function server(role: 'owner' | 'admin', other: (call: ApiCall) => ApiAnswer = () => ({ body: {} })) {
  const members = MEMBERS[role];
  return installFakeApi((call) => {
    if (call.method !== 'GET') return other(call);
    if (call.path === API_PATHS.group(GROUP)) return { body: aGroup({ _id: GROUP, role, name: 'Chemistry circle' }) };
    if (call.path === API_PATHS.groupInvites(GROUP)) return { body: [anInvite({ uses: 1 })], total: 1 };
    if (call.path === API_PATHS.groupMembers(GROUP)) {
      const rows = call.query.invite ? members.filter((m) => m.inviteId === call.query.invite) : members;
      return { body: rows, total: rows.length };
    }
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

const open = () => renderScreen(<GroupSettingsPage />, { path: '/groups/:id/settings', route: `/groups/${GROUP}/settings` });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('GroupSettingsPage', () => {
  beforeEach(() => {
    showAlert.mockClear();
    confirmAction.mockClear();
  });

  test('an admin sees no owner-only action: no Delete group, no Make owner, no Remove on the owner or another admin', async () => {
    server('admin');
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings of Chemistry circle' })).toBeInTheDocument();
    await screen.findByRole('row', { name: /Mona Member/ });
    expect(screen.queryByRole('button', { name: 'Delete group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Danger zone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Make owner/ })).not.toBeInTheDocument();
    expect(within(row('Olive Owner')).queryAllByRole('button')).toHaveLength(0);
    expect(within(row('Me Myself')).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(row('Adam Admin'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Make member']);
    expect(
      within(row('Mona Member'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Make admin', 'Remove']);
  });

  test('the owner can also make someone owner, remove admins and delete the group', async () => {
    server('owner');
    open();
    await screen.findByRole('row', { name: /Adam Admin/ });
    expect(
      within(row('Adam Admin'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Make member', 'Make owner', 'Remove']);
    expect(within(row('Me Myself')).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Delete group' })).toBeInTheDocument();
  });

  test("a refusal the page did not foresee shows the API's message", async () => {
    server('admin', () => apiError(403, 'NOT_GROUP_OWNER', MESSAGES.api.notGroupOwner));
    open();
    await screen.findByRole('row', { name: /Mona Member/ });
    await userEvent.click(within(row('Mona Member')).getByRole('button', { name: 'Remove: Mona Member' }));
    expect(confirmAction).toHaveBeenCalledWith('Remove Mona Member?', expect.any(String), 'Yes, remove', { focusCancel: true });
    await waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', text: MESSAGES.api.notGroupOwner })),
    );
  });

  test('deleting asks first, naming the group, then goes back to My Groups', async () => {
    const calls = server('owner', () => ({ body: { message: MESSAGES.api.groupDeleted } }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete group' }));
    expect(confirmAction).toHaveBeenCalledWith(
      'Delete Chemistry circle?',
      expect.stringContaining('"Chemistry circle"'),
      'Yes, delete it',
      { focusCancel: true },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/groups');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([API_PATHS.group(GROUP)]);
  });

  test('"Copy link" puts the invite URL on the clipboard and says "Copied"', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    server('admin');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invite/${TOKEN}`);
    expect(await screen.findByText('Copied')).toBeVisible();
    // No Web Share API in this browser: no Share button.
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  test('"1 joined" narrows the members to who came through that link, until "Show all members"', async () => {
    const calls = server('admin');
    open();
    await screen.findByRole('row', { name: /Adam Admin/ });
    await userEvent.click(screen.getByRole('button', { name: '1 joined' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Adam Admin/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Mona Member/ })).toBeInTheDocument();
    expect(calls.some((call) => call.path === API_PATHS.groupMembers(GROUP) && call.query.invite === uuid(50))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show all members' }));
    expect(await screen.findByRole('row', { name: /Adam Admin/ })).toBeInTheDocument();
  });

  test('a member who opens the settings is told only managers can, and sees no form', async () => {
    installFakeApi(() => ({ body: aGroup({ _id: GROUP, role: 'member' }) }));
    open();
    expect(await screen.findByText('Only the owner and admins of a group can change its settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });
});
