// The database goes away under a running API (a TCP proxy between them is cut: open connections
// dropped, new ones refused) and comes back: meanwhile every call, health included, answers a
// clear 503 SERVICE_UNAVAILABLE on the contract; afterwards the same API process serves again.
// Cuts under a stream of transactions are the chaos run's (tools/src/chaos/postgres-outage.ts).
// PostgreSQL only: PGlite runs inside the API process.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { API_PATHS, MESSAGES } from '@studyhub/contracts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';
import { signUp, type TestUser } from './support/accounts.js';
import { call } from './support/http.js';
import { aSubmitInput, anAssignmentInput } from './support/inputs.js';
import { onPostgres, startTestApi, type TestApi } from './support/test-api.js';

/** More calls at once than the pool has connections (10). */
const BURST = 25;
const UNAVAILABLE = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: MESSAGES.api.serviceUnavailable };

let proxy: TcpProxy;
let api: TestApi;
let user: TestUser;
/** The assignments' author: the user submits to their work, since nobody takes their own. */
let author: TestUser;

async function startBehindProxy(): Promise<void> {
  const url = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  [api, user, author] = await Promise.all([startTestApi({ DATABASE_URL: url.toString() }), signUp('Outage User'), signUp('Outage Author')]);
}

(onPostgres() ? describe : describe.skip)('database outage', () => {
  beforeAll(startBehindProxy);
  afterAll(async () => {
    await api?.close();
    await proxy?.stop();
  });

  test('503 SERVICE_UNAVAILABLE while the database is cut, the same process serves again once it is back', async () => {
    const created = await call(api.url, 'POST', API_PATHS.assignments, { token: author.token, body: anAssignmentInput() });
    expect(created.status).toBe(201);
    const id = created.body._id as string;

    await proxy.cut();
    const during = await Promise.all([
      call(api.url, 'GET', API_PATHS.health),
      call(api.url, 'GET', API_PATHS.assignments),
      call(api.url, 'GET', API_PATHS.assignment(id)),
      call(api.url, 'POST', API_PATHS.assignments, { token: user.token, body: anAssignmentInput() }),
      // A submit is a transaction: its BEGIN fails on the dead connection.
      ...Array.from({ length: BURST }, () =>
        call(api.url, 'POST', API_PATHS.submitAssignment(id), { token: user.token, body: aSubmitInput() }),
      ),
    ]);
    for (const answer of during) expect({ status: answer.status, body: answer.body }).toEqual({ status: 503, body: UNAVAILABLE });

    await proxy.restore();
    // The pool finds out about dead connections as it uses them: the first calls may still be 503.
    let health = await call(api.url, 'GET', API_PATHS.health);
    for (let attempt = 0; health.status !== 200 && attempt < 50; attempt += 1) health = await call(api.url, 'GET', API_PATHS.health);
    expect(health.status).toBe(200);
    const after = await Promise.all(
      Array.from({ length: BURST }, () =>
        call(api.url, 'POST', API_PATHS.submitAssignment(id), { token: user.token, body: aSubmitInput() }),
      ),
    );
    // A first submit or a resubmit of the pending one: a success either way, none left hanging.
    expect(after.filter((answer) => answer.status !== 200 && answer.status !== 201)).toEqual([]);
    expect((await call(api.url, 'GET', API_PATHS.assignment(id))).body).toMatchObject({ _id: id, title: anAssignmentInput().title });
  });
});
