import { beforeEach, describe, expect, test } from '@jest/globals';
import { lightTheme } from '@studyhub/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { DraftNotice } from './draft-notice.js';
import { DRAFT_PREFIX, useFormDraft } from './use-form-draft.js';

const KEY = 'create:u1';

function Form({ onSaved }: { onSaved?: () => void }) {
  const form = useForm({ defaultValues: { title: '', notes: '' } });
  const draft = useFormDraft(form, KEY);
  return (
    <ThemeProvider theme={lightTheme}>
      {draft.restored && <DraftNotice onDiscard={draft.discard} />}
      <form
        onSubmit={form.handleSubmit(() => {
          draft.clear();
          onSaved?.();
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

const stored = () => localStorage.getItem(DRAFT_PREFIX + KEY);
const beforeUnloadCancelled = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('useFormDraft', () => {
  beforeEach(() => localStorage.clear());

  test('what is typed survives a remount (a reload) and is said to be restored', async () => {
    const first = render(<Form />);
    await userEvent.type(screen.getByLabelText('Title'), 'Essay on rivers');
    expect(JSON.parse(stored()!)).toEqual({ title: 'Essay on rivers', notes: '' });
    first.unmount();

    render(<Form />);
    expect(screen.getByLabelText('Title')).toHaveValue('Essay on rivers');
    expect(screen.getByText('Draft restored')).toBeVisible();
  });

  test('Discard draft empties the form and forgets the draft', async () => {
    localStorage.setItem(DRAFT_PREFIX + KEY, JSON.stringify({ title: 'Old work', notes: '' }));
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(stored()).toBeNull();
    expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  });

  test('a reload is questioned only while there are unsaved changes; saving clears the draft', async () => {
    render(<Form />);
    expect(beforeUnloadCancelled()).toBe(false);
    await userEvent.type(screen.getByLabelText('Title'), 'x');
    expect(beforeUnloadCancelled()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored()).toBeNull();
    expect(beforeUnloadCancelled()).toBe(false);
  });

  test('going back to the starting values leaves no draft behind', async () => {
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Title'), 'ab');
    await userEvent.clear(screen.getByLabelText('Title'));
    expect(stored()).toBeNull();
    expect(screen.getByRole('status', { name: 'dirty' })).toHaveTextContent('false');
  });
});
