import type { Page } from '@playwright/test';
import { API_URL } from './api';

/** One JSON answer of the API as a person's browser received it. */
export interface SeenResponse {
  who: string;
  url: string;
  body: string;
}

/**
 * Keeps every JSON body the API sends to `page`, tagged with whose browser it is, so a test can
 * check what each person could have read in their network panel (not only what the page shows).
 */
export class ApiResponseLog {
  readonly seen: SeenResponse[] = [];
  private readonly reading: Promise<void>[] = [];
  private readonly origin = new URL(API_URL ?? 'http://localhost').origin;

  watch(page: Page, who: string) {
    page.on('response', (response) => {
      if (new URL(response.url()).origin !== this.origin) return;
      if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
      this.reading.push(
        response.text().then(
          (body) => void this.seen.push({ who, url: response.url(), body }),
          // A body already discarded (the page navigated away) cannot be read; nothing to check.
          () => undefined,
        ),
      );
    });
  }

  /** Every body read so far, once the reads still under way have finished. */
  async settled(): Promise<SeenResponse[]> {
    await Promise.all(this.reading);
    return this.seen;
  }

  /** `who`'s responses that contain `text`, as "url" lines for a readable failure. */
  async leaks(who: string, text: string): Promise<string[]> {
    return (await this.settled()).filter((r) => r.who === who && r.body.includes(text)).map((r) => `${who} got "${text}" from ${r.url}`);
  }
}
