// The alert library is fetched on the first alert; when that fetch fails, the message must still
// reach the user, and a confirmation must still be able to say no.
import { expect, jest, test } from '@jest/globals';

jest.mock('sweetalert2', () => {
  throw new Error('Loading chunk failed: offline');
});

// After the mock (jest.mock is hoisted above imports).
import { confirmAction, showAlert } from './alerts.js';

test("an alert whose library cannot load is shown in the browser's own dialog", async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  await expect(showAlert({ title: 'Error', text: 'This form could not load its checks.', icon: 'error' })).resolves.toBe(true);
  expect(alert).toHaveBeenCalledWith('Error\n\nThis form could not load its checks.');
});

test('a confirmation whose library cannot load asks with the browser and keeps its answer', async () => {
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  await expect(confirmAction('Delete this assignment?', 'It cannot be undone.', 'Delete')).resolves.toBe(false);
  await expect(confirmAction('Delete this assignment?', 'It cannot be undone.', 'Delete')).resolves.toBe(true);
  expect(confirm).toHaveBeenCalledWith('Delete this assignment?\n\nIt cannot be undone.');
});
