import { beforeEach, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES, ROUTES, type Group } from '@studyhub/contracts';
import { anAssignment, type ApiAnswer, type ApiCall, aSubmission, installFakeApi } from '@studyhub/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aGroup, aMember, apiError, uuid } from '../test-support/fixtures.js';
import { GroupPage } from './group-page';
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
const ESSAY = uuid(9);

function server(group: Partial<Group>, other: (call: ApiCall) => ApiAnswer = () => ({ body: {} })) {
  return installFakeApi((call) => {
    if (call.method !== 'GET') return other(call);
    if (call.path === API_PATHS.group(GROUP)) return { body: aGroup({ _id: GROUP, ...group }) };
    if (call.path === API_PATHS.assignments)
      return { body: [anAssignment({ _id: ESSAY, title: 'Acids and bases', groupId: GROUP })], total: 1 };
    if (call.path === API_PATHS.pendingSubmissions)
      return { body: [aSubmission({ title: 'Acids and bases', userName: 'Alan Turing', marks: 20 })], total: 1 };
    if (call.path === API_PATHS.groupMembers(GROUP))
      return { body: [aMember({ uid: 'olive', name: 'Olive Owner', role: 'owner' }), aMember({ uid: 'me', name: 'Me Myself' })], total: 2 };
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

const open = () => renderScreen(<GroupPage />, { path: '/groups/:id', route: `/groups/${GROUP}` });

describe('GroupPage', () => {
  beforeEach(() => {
    showAlert.mockClear();
    confirmAction.mockClear();
  });

  test("shows the group's face, its assignments, pending work and members, each narrowed to this group", async () => {
    const calls = server({ role: 'owner', name: 'Chemistry circle', memberCount: 2 });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chemistry circle' })).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Acids and bases' })).toHaveAttribute('href', ROUTES.assignmentDetails(ESSAY));
    expect(screen.getByRole('link', { name: 'New assignment for this group' })).toHaveAttribute(
      'href',
      `${ROUTES.createAssignment}?group=${GROUP}`,
    );
    expect(screen.getByRole('link', { name: 'Mark pending work' })).toHaveAttribute('href', `${ROUTES.pendingAssignments}?group=${GROUP}`);
    expect(screen.getByRole('link', { name: 'My progress here' })).toHaveAttribute('href', `${ROUTES.progress}?group=${GROUP}`);
    const pending = await screen.findByRole('table', { name: 'Pending work' });
    expect(within(pending).getByRole('row', { name: /Acids and bases/ })).toHaveTextContent('Alan Turing');
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByRole('row', { name: /Olive Owner/ })).toHaveTextContent('Owner');
    expect(calls.find((call) => call.path === API_PATHS.assignments)?.query.group).toBe(GROUP);
    expect(calls.find((call) => call.path === API_PATHS.pendingSubmissions)?.query.group).toBe(GROUP);
  });

  test('the owner gets Settings and cannot leave; a member can leave and has no Settings', async () => {
    server({ role: 'owner' });
    const { unmount } = open();
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', `/groups/${GROUP}/settings`);
    expect(screen.queryByRole('button', { name: 'Leave group' })).not.toBeInTheDocument();
    unmount();
    server({ role: 'member' });
    open();
    expect(await screen.findByRole('button', { name: 'Leave group' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  test('leaving asks first, removes my own membership, and goes to My Groups', async () => {
    const calls = server({ role: 'member', name: 'Chemistry circle' }, () => ({ body: { message: MESSAGES.api.leftGroup } }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave group' }));
    expect(confirmAction).toHaveBeenCalledWith('Leave Chemistry circle?', expect.any(String), 'Yes, leave', { focusCancel: true });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/groups$/);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([API_PATHS.groupMember(GROUP, 'me')]);
  });

  test('cancelling the question keeps me in the group', async () => {
    confirmAction.mockResolvedValueOnce(false);
    const calls = server({ role: 'member' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Leave group' }));
    await waitFor(() => expect(confirmAction).toHaveBeenCalled());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeInTheDocument();
  });

  test('a group I am not in (or that does not exist) says "Group not found" with a way back', async () => {
    installFakeApi(() => apiError(404, 'GROUP_NOT_FOUND', MESSAGES.api.groupNotFound));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Group not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Groups' })).toHaveAttribute('href', '/groups');
  });
});
