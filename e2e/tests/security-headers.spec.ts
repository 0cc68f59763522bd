import { API_PATHS, MESSAGES, ROUTES, type Submission } from '@studyhub/contracts';
import type { Page } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { apiCall, createAccount, createAssignmentViaApi, expect, signInViaUi, test } from '../support/fixtures';
import { ASSIGNMENTS, MARKETING } from '../support/area-texts';
import { ACTIVE_SLIDE } from '../support/hero-carousel';

const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * Everything the Content-Security-Policy refuses on `page`, from both places a refusal shows: the
 * `securitypolicyviolation` event (listened to in every document the page loads) and the console.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (line: string) => refused.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (line: string) => void }).reportPolicyViolation;
      void report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test.describe('Content-Security-Policy', () => {
  test('the main screens run under the policy without a single refusal', async ({ page, account, baseURL }) => {
    const refused = await watchPolicy(page);
    const owner = await createAccount();
    const title = `Policy walk ${unique()}`;
    const assignment = await createAssignmentViaApi(owner, { title });
    // A submission by someone else, for the marking dialog.
    const submitter = await createAccount();
    await apiCall<Submission>(submitter, 'POST', API_PATHS.submitAssignment(assignment._id), {
      googleDocsLink: `https://docs.google.com/document/d/${unique()}`,
      notes: 'For the policy walk.',
    });

    // Home (carousel, marquee, first-paint picture) and the list, as a guest.
    const home = await page.goto(ROUTES.home);
    expect(home?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1, name: MARKETING.brand.tagline })).toBeVisible();
    await expect(page.locator(ACTIVE_SLIDE)).toBeVisible();
    await page.goto(ROUTES.assignments);
    await expect(page.getByRole('heading', { name: ASSIGNMENTS.listTitle })).toBeVisible();
    await expect(page.getByTestId('assignment-card').first()).toBeVisible();

    // Details, and Take as a guest: an alert (sweetalert2 writes its styles into the page).
    await page.goto(ROUTES.assignmentDetails(assignment._id));
    await page.getByRole('button', { name: 'Take Assignment' }).click();
    const alert = page.locator('.swal2-popup');
    await expect(alert.getByText(ASSIGNMENTS.login.toSubmit)).toBeVisible();
    await alert.getByRole('button', { name: MESSAGES.auth.goToLogin }).click();

    // Login (the Firebase SDK talks to the Auth emulator), then the Take dialog.
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await signInViaUi(page, account);
    await page.goto(ROUTES.assignmentDetails(assignment._id));
    await page.getByRole('button', { name: 'Take Assignment' }).click();
    const take = page.getByRole('dialog', { name: 'Submit Assignment' });
    await expect(take.getByLabel('Google Docs Link')).toBeVisible();
    await take.getByRole('button', { name: 'Cancel' }).click();

    // Create: the date picker's calendar, and a thumbnail preview from another https site.
    await page.goto(ROUTES.createAssignment);
    await expect(page.getByRole('heading', { name: 'Create New Assignment' })).toBeVisible();
    await page.getByLabel('Due Date').click();
    await expect(page.locator('.react-datepicker')).toBeVisible();
    await page.getByLabel('Due Date').press('Escape');
    // Offline here, so the picture is answered by the test; a refused one would never be asked for.
    const picture = await page.request.get(`${baseURL}/thumbnails/algebra.jpg`);
    await page.route('https://images.example.org/**', (route) => route.fulfill({ response: picture }));
    await page.getByLabel('Thumbnail URL').fill('https://images.example.org/picture.jpg');
    await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();

    // Pending, and the marking dialog.
    await page.goto(ROUTES.pendingAssignments);
    const row = page.getByRole('row').filter({ hasText: title });
    const more = page.getByRole('button', { name: /^Show more/ });
    await expect(page.getByRole('table')).toBeVisible();
    while ((await row.count()) === 0 && (await more.count()) > 0) await more.click();
    await row.getByRole('button', { name: 'Give Mark' }).click();
    const mark = page.getByRole('dialog', { name: 'Mark Submission' });
    await expect(mark.getByText('For the policy walk.')).toBeVisible();

    expect(refused).toEqual([]);
  });

  test('the shell refuses to be shown inside another site’s frame', async ({ page, baseURL }) => {
    // Another site on this machine (a public one may not frame local addresses at all in Chromium).
    const framingSite = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end(`<iframe src="${baseURL}${ROUTES.assignments}" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => framingSite.listen(0, '127.0.0.1', resolve));
    try {
      const refusal = page.waitForEvent('console', (message) => /frame-ancestors|X-Frame-Options/.test(message.text()));
      await page.goto(`http://127.0.0.1:${(framingSite.address() as AddressInfo).port}/`);
      await refusal;
      await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
    } finally {
      await new Promise((resolve) => framingSite.close(resolve));
    }
  });
});

/** Each web server of the running app, one by one, from the apps table: shell first. */
test.describe('every web server of the running app', () => {
  const config = readWebConfig();
  for (const app of config.apps) {
    test(`${app.folder} sends its policy, refuses framing and bad paths, and shares only what the shell needs`, async () => {
      const origin = `http://${config.WEB_HOST}:${app.port}`;
      // The shell's page, or a remote's manifest (what the shell fetches from another origin).
      const answer = await fetch(`${origin}/${app.spa ? '' : 'mf-manifest.json'}`, { headers: { Origin: config.shellOrigin } });
      expect(answer.status).toBe(200);
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
      expect(answer.headers.get('referrer-policy')).toBeTruthy();
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      // HTML is same-origin only; a remote's files (manifest, entry, chunks) are shared with the shell.
      if (app.spa) expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      else {
        expect(answer.headers.get('access-control-allow-origin')).toMatch(new RegExp(`^(\\*|${config.shellOrigin})$`));
        const html = await fetch(`${origin}/`, { headers: { Origin: config.shellOrigin } });
        expect(html.headers.get('content-type')).toContain('text/html');
        expect(html.headers.get('access-control-allow-origin')).toBeNull();
      }
      const malformed = await fetch(`${origin}/%E0%A4%A`);
      expect(malformed.status).toBe(400);
    });
  }
});
