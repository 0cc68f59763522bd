import type { Page } from '@playwright/test';

/**
 * Holds back the lazily loaded chunk whose code contains `marker` for `ms`, as a slow phone
 * network would: the rest of the page's scripts arrive as usual.
 */
export async function holdChunk(page: Page, marker: string, ms: number) {
  await page.route(/\/static\/js\/async\/[^/]+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(marker)) await new Promise((resolve) => setTimeout(resolve, ms));
    // The body is sent decoded, so the encoding and length of the original no longer apply.
    const { 'content-encoding': _, 'content-length': __, ...headers } = response.headers();
    await route.fulfill({ status: response.status(), headers, body });
  });
}
