import { ROUTES } from '@studyhub/contracts';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';

/**
 * What a public page downloads before anyone types: no validation library. zod is the largest
 * library a form needs (27 KiB gzip with the schemas); a form imports it on its first focus
 * (libs/forms, importSchema), and a screen that imports a schema the usual way anywhere in its
 * area's routes brings it to every page of that area.
 */

/** zod's error class name: it is in every build of zod, and in no other library here. */
const ZOD_MARK = 'ZodError';

/** The scripts with zod the page has fetched, from now on (the caller empties it between routes). */
function watchForZod(page: Page) {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(ZOD_MARK)) loaded.push(new URL(response.url()).pathname);
  });
  return loaded;
}

test('public pages draw and hydrate without zod; a form loads it on its first focus', async ({ page }) => {
  const zod = watchForZod(page);
  for (const path of [ROUTES.home, ROUTES.assignments, ROUTES.register, ROUTES.contact, ROUTES.login]) {
    await test.step(path, async () => {
      zod.length = 0;
      await page.goto(path, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(zod, `scripts with zod on ${path}`).toEqual([]);
    });
  }
  // The login page is the last one open: its form fetches the schema once a field has focus.
  await page.getByLabel('Email').focus();
  await expect.poll(() => zod.length, { message: 'zod arrives on the first focus' }).toBeGreaterThan(0);
});
