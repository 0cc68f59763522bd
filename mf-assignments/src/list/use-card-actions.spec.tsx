import { beforeEach, describe, expect, test } from '@jest/globals';
import { MESSAGES, ROUTES } from '@studyhub/contracts';
import { anAssignment, renderInApp } from '@studyhub/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { ASSIGNMENTS_PATHS } from '../assignments.paths.js';
import { TEXTS } from '../assignments.texts.js';
import { AssignmentCard } from './assignment-card';
import { useCardActions } from './use-card-actions';
import { createAppStore } from '@studyhub/api-client';
import { userChanged } from '@studyhub/auth';

const showAlert = jest.fn(async (_options: { title: string; text?: string }) => true);
const confirmAction = jest.fn(async (_title: string, _text: string, _button: string, _options?: object) => false);

// The real SDK's Node build needs fetch, which jsdom lacks; no call reaches it in these tests.
jest.mock('firebase/auth', () => ({}));
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  showAlert: (options: { title: string; text?: string }) => showAlert(options),
  confirmAction: (title: string, text: string, button: string, options?: object) => confirmAction(title, text, button, options),
}));

const assignment = anAssignment({ userEmail: 'ada@studyhub.test' });

function Harness() {
  const actions = useCardActions();
  const { pathname } = useLocation();
  return (
    <>
      <AssignmentCard assignment={assignment} {...actions} />
      <output aria-label="path">{pathname}</output>
    </>
  );
}

function renderAs(email: string | null) {
  const store = createAppStore();
  store.dispatch(
    userChanged(email ? { uid: 'u1', email, displayName: 'Someone', photoURL: null, providerId: 'password', emailVerified: true } : null),
  );
  renderInApp(
    <Provider store={store}>
      <Harness />
    </Provider>,
    { route: ROUTES.assignments },
  );
}

const button = (name: string) => screen.getByRole('button', { name: `${name} ${assignment.title}` });
const path = () => screen.getByRole('status', { name: 'path' }).textContent;
const alerted = () => showAlert.mock.calls.map(([options]) => options.text);

describe('card actions', () => {
  beforeEach(() => {
    jest.clearAllMocks();
  });

  test.each(['Edit', 'Delete'])('a guest pressing %s is told to log in and sent to the login page', async (name) => {
    renderAs(null);
    await userEvent.click(button(name));
    await waitFor(() => expect(path()).toBe(ROUTES.login));
    expect(alerted()).toEqual([TEXTS.login.toAct]);
  });

  test('another user is refused on Edit and Delete and stays on the list', async () => {
    renderAs('alan@studyhub.test');
    await userEvent.click(button('Edit'));
    await userEvent.click(button('Delete'));
    await waitFor(() => expect(alerted()).toEqual([MESSAGES.ownership.editOwn, MESSAGES.ownership.deleteOwn]));
    expect(confirmAction).not.toHaveBeenCalled();
    expect(path()).toBe(ROUTES.assignments);
  });

  test('the owner pressing Edit goes to the update screen', async () => {
    renderAs('ada@studyhub.test');
    await userEvent.click(button('Edit'));
    await waitFor(() => expect(path()).toBe(ASSIGNMENTS_PATHS.updateAssignment(assignment._id)));
    expect(showAlert).not.toHaveBeenCalled();
  });

  test('the owner pressing Delete is asked first, focus on Cancel; cancelling deletes nothing', async () => {
    renderAs('ada@studyhub.test');
    await userEvent.click(button('Delete'));
    // jsdom has no fetch: without the counts the dialog names the assignment alone.
    await waitFor(() =>
      expect(confirmAction).toHaveBeenCalledWith(
        TEXTS.assignments.deleteConfirmTitle,
        assignment.title,
        TEXTS.assignments.deleteConfirmButton,
        {
          focusCancel: true,
        },
      ),
    );
    expect(showAlert).not.toHaveBeenCalled();
  });

  test('a delete the server cannot do says so with the fallback message', async () => {
    confirmAction.mockResolvedValueOnce(true);
    renderAs('ada@studyhub.test');
    await userEvent.click(button('Delete'));
    // jsdom has no fetch, so the call fails the way an unreachable API would.
    await waitFor(() => expect(alerted()).toEqual([TEXTS.assignments.deleteFailed]));
  });

  test('View waits its short delay, then opens the details', async () => {
    renderAs(null);
    await userEvent.click(button('View'));
    expect(path()).toBe(ROUTES.assignments);
    await waitFor(() => expect(path()).toBe(ROUTES.assignmentDetails(assignment._id)), { timeout: 2000 });
  });
});
