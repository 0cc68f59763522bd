import { API, API_DOCS, pathOf } from '@studyhub/contracts';
import { API_URL, apiCall, createAccount, createAssignmentViaApi, expect, test } from '../support/fixtures';

/**
 * The interactive API docs (/api/docs, Swagger UI from the generated OpenAPI document), as a
 * developer uses them: open the page, try a call that needs a user, paste an emulator ID token,
 * try it again. The page runs under its own CSP, which must not block anything it needs.
 */
test('a developer pastes an ID token into /api/docs and tries a call', async ({ page, account }) => {
  // Someone else's assignment: nobody takes their own.
  const assignment = await createAssignmentViaApi(await createAccount(), { title: 'Tried from the API docs' });
  const link = 'https://docs.google.com/document/d/from-the-docs-page/edit';
  await apiCall(account, 'POST', pathOf(API.submitAssignment, { id: assignment._id }), { googleDocsLink: link });

  const problems: string[] = [];
  // Chromium logs the refused call below as a failed resource; anything else (a CSP violation, a
  // script error) is a problem.
  const expected = /status of 401/;
  page.on('console', (message) => message.type() === 'error' && !expected.test(message.text()) && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${API_URL}${API_DOCS.page}`);

  // Swagger UI's deep-link id of an operation: operations-<tag>-<operationId>.
  const operation = page.locator(`#operations-${API.mySubmissions.tag}-mySubmissions`);
  await expect(operation).toBeVisible();
  await operation.locator('.opblock-summary').first().click();
  const execute = operation.getByRole('button', { name: 'Execute' });
  const status = operation.locator('.live-responses-table tr.response .response-col_status');

  // Without a token the call is refused as the document says.
  await execute.click();
  await expect(status).toHaveText('401');
  await operation.getByRole('button', { name: 'Clear' }).click();

  await page.locator('.auth-wrapper').getByRole('button', { name: 'Authorize' }).click();
  const dialog = page.locator('.modal-ux');
  await dialog.getByRole('textbox').fill(account.idToken);
  await dialog.getByRole('button', { name: 'Apply credentials' }).click();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  await execute.click();
  await expect(status).toHaveText('200');
  await expect(operation.locator('.live-responses-table tr.response .response-col_description')).toContainText(link);
  expect(problems).toEqual([]);
});
