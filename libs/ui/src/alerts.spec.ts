// What the app asks sweetalert2 for: the page's theme, and a confirmation that can start on Cancel.
import { beforeEach, expect, jest, test } from '@jest/globals';

const fire = jest.fn(async (_options: Record<string, unknown>) => ({ isConfirmed: false }));
jest.mock('sweetalert2', () => ({ __esModule: true, default: { fire } }));

// After the mock (jest.mock is hoisted above imports).
import { confirmAction, showAlert } from './alerts.js';

beforeEach(() => {
  fire.mockClear();
});

test('a destructive confirmation can start with focus on Cancel', async () => {
  await confirmAction('Are you sure?', 'It cannot be undone.', 'Yes, delete it!', { focusCancel: true });
  expect(fire).toHaveBeenCalledWith(expect.objectContaining({ showCancelButton: true, focusCancel: true }));
});

test('a confirmation starts on its confirm button unless asked otherwise', async () => {
  await confirmAction('Leave?', 'Your changes are kept.', 'Leave');
  expect(fire.mock.calls[0][0]).not.toHaveProperty('focusCancel');
  expect(fire.mock.calls[0][0]).not.toHaveProperty('cancelButtonText');
});

test('the cancel button can say what it keeps', async () => {
  await confirmAction('Leave?', 'Your changes are kept.', 'Leave', { cancelButtonText: 'Stay' });
  expect(fire).toHaveBeenCalledWith(expect.objectContaining({ confirmButtonText: 'Leave', cancelButtonText: 'Stay' }));
});

test('an alert follows the theme the page is in', async () => {
  document.documentElement.dataset.theme = 'dark';
  await showAlert({ title: 'Saved' });
  expect(fire).toHaveBeenCalledWith(expect.objectContaining({ theme: 'dark' }));
});

test('an alert waits for a closing modal dialog, so its button can take focus', async () => {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('open', '');
  document.body.append(dialog);
  const shown = showAlert({ title: 'Assignment submitted!' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fire).not.toHaveBeenCalled();
  dialog.removeAttribute('open');
  await shown;
  expect(fire).toHaveBeenCalledTimes(1);
  dialog.remove();
});
