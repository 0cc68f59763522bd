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

/**
 * How long the shell's start-up may wait for the first screen's picture, from the navigation's
 * start (shell/src/hydration/after-first-picture.ts, FIRST_PICTURE_WAIT_MS).
 */
const FIRST_PICTURE_WAIT_MS = 1_000;

test("the home page's start-up waits for its picture, but no longer than its limit", async ({ browser, page: firstVisit, baseURL }) => {
  // A first visit warms the servers: a cold one can be slow enough to start late with no wait at all.
  await firstVisit.goto(ROUTES.home);
  await waitForHydration(firstVisit);
  // Then a visitor with nothing cached, whose picture is slower than the limit: the start-up waits
  // for the limit and no more.
  const page = await (await browser.newContext({ baseURL })).newPage();
  // Held in the browser (CDP's Fetch domain with a pattern): Playwright's page.route would pass
  // every request through the test, slowing the scripts too.
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    setTimeout(() => void cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined), 4 * FIRST_PICTURE_WAIT_MS);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/hero-study-group-*' }] });
  await page.goto(ROUTES.home);
  await waitForHydration(page);
  const { pictureShownAt, startUpAt } = await page.evaluate(
    () =>
      new Promise<{ pictureShownAt: number; startUpAt: number }>((resolve) =>
        // Once the picture is on the screen (the browser's largest-contentful-paint entry for it).
        new PerformanceObserver((list, observer) => {
          const picture = list.getEntries().find((entry) => (entry as PerformanceEntry & { url: string }).url.includes('hero-study-group'));
          if (!picture) return;
          observer.disconnect();
          // The shell's own chunks, which the start-up fetches first (shell/src/index.ts).
          const chunks = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).origin === location.origin && entry.name.includes('/static/js/async/'));
          resolve({ pictureShownAt: picture.startTime, startUpAt: Math.min(...chunks.map((entry) => entry.startTime)) });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  expect(startUpAt, 'the start-up waited').toBeGreaterThanOrEqual(FIRST_PICTURE_WAIT_MS);
  expect(startUpAt, 'the start-up did not wait for the picture past the limit').toBeLessThan(pictureShownAt);
  await page.context().close();
});
