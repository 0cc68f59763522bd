import { TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER } from '@studyhub/contracts/web';

/** One call the screen made, as the fake server saw it. */
export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** What the fake server answers: a status, a JSON body and, for lists, the X-Total-Count. */
export interface ApiAnswer {
  status?: number;
  body: unknown;
  total?: number;
  /** False: the total is a lower bound (the API stopped counting at its cap). */
  exact?: boolean;
}

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly body: unknown;
  constructor(url: string, init: { method?: string; body?: unknown } = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.body = init.body;
  }
}

function fakeResponse({ status = 200, body, total, exact = true }: ApiAnswer) {
  const text = JSON.stringify(body);
  const headers = new Headers({ 'content-type': 'application/json' });
  if (total !== undefined) headers.set(TOTAL_COUNT_HEADER, String(total));
  if (total !== undefined) headers.set(TOTAL_EXACT_HEADER, String(exact));
  const make = (): unknown => ({ status, ok: status < 400, headers, clone: make, text: async () => text });
  return make();
}

/**
 * jsdom has no fetch: this puts a fake server behind the app's real RTK Query slice, so screen
 * tests run the real endpoints, tags and paging. Returns the list of calls made.
 */
export function installFakeApi(answer: (call: ApiCall) => ApiAnswer): ApiCall[] {
  const calls: ApiCall[] = [];
  Object.assign(globalThis, {
    Request: FakeRequest,
    fetch: async (request: FakeRequest) => {
      const url = new URL(request.url);
      const body = typeof request.body === 'string' ? JSON.parse(request.body) : undefined;
      const call = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body };
      calls.push(call);
      return fakeResponse(answer(call));
    },
  });
  return calls;
}

// Present from the first import, before the app's slice is created (RTK Query warns at creation
// when there is no fetch); a test installs its own fake server before any call.
installFakeApi(() => {
  throw new Error('No fake API installed for this test.');
});

/** Schema-shaped ids for numbered rows. */
export const rowId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
