import { API_ROUTES, LIVE, TOTAL_COUNT_HEADER, TOTAL_EXACT_HEADER, type ApiRoute } from '@studyhub/contracts/web';
import { afterAll, beforeAll } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** One call the screen made, as the fake server saw it. */
export interface ApiCall {
  /** The contract's name for the call (`API_ROUTES`' key), e.g. `pendingSubmissions`. */
  endpoint: Endpoint;
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

type Endpoint = keyof typeof API_ROUTES;
type Answer = (call: ApiCall) => ApiAnswer;

let answer: Answer = () => {
  throw new Error('No fake API installed for this test.');
};
let calls: ApiCall[] = [];

function handlerFor(endpoint: Endpoint, { method, path }: ApiRoute) {
  // Any origin: the screens call the API at the web build's PUBLIC_API_URL.
  return http[method.toLowerCase() as Lowercase<ApiRoute['method']>](`*${path}`, async ({ request }) => {
    const url = new URL(request.url);
    const text = await request.text();
    const call = {
      endpoint,
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const { status = 200, body, total, exact = true } = answer(call);
    const headers = total === undefined ? undefined : { [TOTAL_COUNT_HEADER]: String(total), [TOTAL_EXACT_HEADER]: String(exact) };
    return HttpResponse.json(body as never, { status, headers });
  });
}

/**
 * A network fake built from the contract's route table with MSW: every call of the API has a
 * handler, and a request to anything else fails the test. Screen tests run the app's real RTK Query
 * slice over the real fetch, so its endpoints, tags and paging are what is tested.
 */
export const apiServer = setupServer(
  ...Object.entries(API_ROUTES).map(([endpoint, route]) => handlerFor(endpoint as Endpoint, route)),
  // No event stream here (live-client.spec plays one): the connection fails, so screens poll.
  http.get(`*${LIVE.path}`, () => HttpResponse.error()),
);

// Listening from the first import: a spec that renders screens has the fake, and a screen that
// calls anything the contract does not name fails its test.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

/** Answers this test's API calls with `respond`; returns the list of calls the screens make. */
export function installFakeApi(respond: Answer): ApiCall[] {
  answer = respond;
  calls = [];
  return calls;
}

/** Schema-shaped ids for numbered rows. */
export const rowId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
