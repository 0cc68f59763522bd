import { beforeEach, describe, expect, test } from '@jest/globals';
import { lightTheme } from '@studyhub/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { LEAVE_TEXTS } from './forms.texts.js';
import { DraftNotice } from './draft-notice';
import { DRAFT_PREFIX, useFormDraft } from './use-form-draft';

// The app's confirm dialog, answered by each test (Stay unless told otherwise).
const confirmAction = jest.fn(async (_title: string, _text: string, _button: string, _options?: object) => false);
jest.mock('@studyhub/ui', () => ({
  ...jest.requireActual<object>('@studyhub/ui'),
  confirmAction: (title: string, text: string, button: string, options?: object) => confirmAction(title, text, button, options),
}));

const KEY = 'create:u1';

/** A form as the app's pages use it: saving clears the draft, then leaves for the list. */
function Form() {
  const form = useForm({ defaultValues: { title: '', notes: '' } });
  const draft = useFormDraft(form, KEY);
  const navigate = useNavigate();
  return (
    <ThemeProvider theme={lightTheme}>
      {draft.restored && <DraftNotice onDiscard={draft.discard} />}
      <Link to="/elsewhere">Elsewhere</Link>
      <Link to="/create?tab=notes">Notes tab</Link>
      <form
        onSubmit={form.handleSubmit(async () => {
          await Promise.resolve(); // the server's answer
          draft.clear();
          navigate('/elsewhere');
        })}
      >
        <label>
          Title <input {...form.register('title')} />
        </label>
        <output aria-label="dirty">{String(draft.dirty)}</output>
        <button type="submit">Save</button>
      </form>
    </ThemeProvider>
  );
}

/** The form inside a data router, as the shell provides one (useBlocker needs it). */
function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/create', element: <Form /> },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
    ],
    { initialEntries: ['/create'] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const stored = () => localStorage.getItem(DRAFT_PREFIX + KEY);
const beforeUnloadCancelled = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('useFormDraft', () => {
  beforeEach(() => {
    localStorage.clear();
    confirmAction.mockClear();
  });

  test('what is typed survives a remount (a reload) and is said to be restored', async () => {
    const first = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Essay on rivers');
    expect(JSON.parse(stored()!)).toEqual({ title: 'Essay on rivers', notes: '' });
    first.unmount();

    renderForm();
    expect(screen.getByLabelText('Title')).toHaveValue('Essay on rivers');
    expect(screen.getByText('Draft restored')).toBeVisible();
  });

  test('Discard draft empties the form and forgets the draft', async () => {
    localStorage.setItem(DRAFT_PREFIX + KEY, JSON.stringify({ title: 'Old work', notes: '' }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(stored()).toBeNull();
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  test('a reload is questioned only while there are unsaved changes; saving clears the draft', async () => {
    renderForm();
    expect(beforeUnloadCancelled()).toBe(false);
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    expect(beforeUnloadCancelled()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored()).toBeNull();
    expect(beforeUnloadCancelled()).toBe(false);
  });

  test('going back to the starting values leaves no draft behind', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'ab');
    await userEvent.clear(screen.getByLabelText('Title'));
    expect(stored()).toBeNull();
    expect(screen.getByRole('status', { name: 'dirty' })).toHaveTextContent('false');
  });
});

describe('useFormDraft: leaving the page in the app', () => {
  beforeEach(() => {
    localStorage.clear();
    confirmAction.mockClear();
  });

  test('a form without changes is left without a question', async () => {
    const { router } = renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(confirmAction).not.toHaveBeenCalled();
  });

  test('with unsaved changes a link asks first: Stay keeps the form and its text, Leave goes', async () => {
    const { router } = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Essay on rivers');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    // The router draws its new state in a transition: wait for the question.
    await waitFor(() =>
      expect(confirmAction).toHaveBeenCalledWith(LEAVE_TEXTS.title, LEAVE_TEXTS.body, LEAVE_TEXTS.leave, {
        focusCancel: true,
        cancelButtonText: LEAVE_TEXTS.stay,
      }),
    );
    await waitFor(() => expect(router.state.blockers.get([...router.state.blockers.keys()][0])?.state).toBe('unblocked'));
    expect(router.state.location.pathname).toBe('/create');
    expect(screen.getByLabelText('Title')).toHaveValue('Essay on rivers');

    confirmAction.mockResolvedValueOnce(true);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeVisible();
    expect(confirmAction).toHaveBeenCalledTimes(2);
    // Left with changes unsaved: the draft waits for the next visit.
    expect(JSON.parse(stored()!)).toEqual({ title: 'Essay on rivers', notes: '' });
  });

  test('Back is questioned too', async () => {
    const router = createMemoryRouter(
      [
        { path: '/create', element: <Form /> },
        { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
      ],
      { initialEntries: ['/elsewhere', '/create'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(confirmAction).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/create');
    expect(screen.getByLabelText('Title')).toHaveValue('x');
  });

  test('a move within the page (its search) is not questioned', async () => {
    const { router } = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Notes tab' }));
    expect(router.state.location.search).toBe('?tab=notes');
    expect(confirmAction).not.toHaveBeenCalled();
  });

  test('a successful save leaves for the next page without a question', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Essay on rivers');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Elsewhere page')).toBeVisible();
    expect(confirmAction).not.toHaveBeenCalled();
    expect(stored()).toBeNull();
  });
});
