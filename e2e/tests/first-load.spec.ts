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

/** The home page's first hero picture (mf-marketing's assets), as CDP's Fetch domain matches it. */
const HERO_PICTURE_PATTERN = '*/hero-study-group-*';

test("the home page's start-up waits for its picture, but no longer than its limit", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  // A first visit caches the scripts, as a returning visitor has them: without the wait, the
  // start-up would then begin ~100 ms after the navigation (77-143 ms here). Its picture is
  // answered `no-store`, so the second visit fetches it again.
  const uncached = (event: { requestId: string; responseStatusCode?: number; responseHeaders?: { name: string; value: string }[] }) =>
    void cdp
      .send('Fetch.continueResponse', {
        requestId: event.requestId,
        // CDP takes new headers only with the status beside them.
        responseCode: event.responseStatusCode,
        responseHeaders: [
          ...(event.responseHeaders ?? []).filter(({ name }) => !/^(cache-control|etag|expires|last-modified)$/i.test(name)),
          { name: 'Cache-Control', value: 'no-store' },
        ],
      })
      .catch(() => undefined);
  cdp.on('Fetch.requestPaused', uncached);
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: HERO_PICTURE_PATTERN, requestStage: 'Response' }] });
  await page.goto(ROUTES.home);
  await waitForHydration(page);
  await cdp.send('Fetch.disable');
  cdp.off('Fetch.requestPaused', uncached);

  // The second visit's picture is slower than the limit (held in the browser by CDP's Fetch
  // domain: Playwright's page.route would pass every request through the test, slowing the
  // scripts too). The start-up waits for the limit and no more.
  cdp.on('Fetch.requestPaused', ({ requestId }) => {
    setTimeout(() => void cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined), 4 * FIRST_PICTURE_WAIT_MS);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: HERO_PICTURE_PATTERN }] });
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
});
