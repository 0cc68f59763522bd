// Phase 3: SIGTERM while a burst of slow-ish requests (searches over many rows) is being served.
// Every request in flight must get its complete 2xx answer, new connections must be refused from
// then on, and the process must exit 0 within the grace period.
import { apiContract } from '../lib/api-contract.js';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { ApiProcess, type ApiExit } from './api-process.js';
import { withDatabase } from './databases.js';
import { sleep, tryConnect } from './net.js';
import type { PhaseDatabase, PhaseResult } from './phase.js';

// Run after the API's build, which builds the contracts too.
const { API_PATHS } = await apiContract();

const GRACE_MS = 15_000;
const BURST = 40;
const PATH = `${API_PATHS.assignments}?search=essay&sort=title&limit=100`;

const seedSql = (rows: number) => `
  INSERT INTO assignments (title, description, marks, thumbnail_url, difficulty, due_date, owner_uid, user_email, user_name, created_at)
  SELECT (ARRAY['Essay on','Lab report:','Problem set','Reading notes','Project plan'])[1 + i % 5] || ' topic ' || i,
    'Write a clear answer with sources and show every step of your work. Row ' || i,
    10 + i % 91, 'https://example.com/thumb.png', (ARRAY['Easy','Medium','Hard']::difficulty[])[1 + i % 3],
    now() + interval '30 days', 'owner-' || (i % 50), 'owner' || (i % 50) || '@example.com', 'Owner ' || (i % 50),
    now() - (i || ' seconds')::interval
  FROM generate_series(1, ${rows}) AS i`;

/** One request of the burst, as it went. `sentAt`, `endedAt`: Date.now() or null (not yet). */
interface RequestEntry {
  keepAlive: boolean;
  sentAt: number | null;
  endedAt: number | null;
  status: number;
  complete: boolean;
  /** The error code when the request failed. */
  error?: string;
}

/** An entry once its request has ended (answered or failed). */
interface EndedEntry extends RequestEntry {
  endedAt: number;
}

/**
 * One request, on its own connection (Connection: close) or through a keep-alive agent. `sentAt`:
 * when the whole request had been handed to the operating system.
 */
function request(url: string, agent: http.Agent | false): Promise<EndedEntry> {
  const entry: RequestEntry = { keepAlive: Boolean(agent), sentAt: null, endedAt: null, status: 0, complete: false };
  return new Promise((resolve) => {
    const finish = (status: number, text: string, error?: string) => {
      entry.endedAt = Date.now();
      entry.status = status;
      entry.error = error;
      try {
        const body: unknown = JSON.parse(text);
        entry.complete = status === 200 && Array.isArray(body) && body.length === 100;
      } catch {
        entry.complete = false;
      }
      // endedAt was set above.
      resolve(entry as EndedEntry);
    };
    const req = http.get(url, { agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      // An http.get answer always has its status code.
      response.on('end', () => finish(response.complete ? (response.statusCode as number) : 0, text));
      response.on('error', (error: NodeJS.ErrnoException) => finish(0, '', error.code));
    });
    req.on('finish', () => (entry.sentAt = Date.now()));
    req.on('error', (error: NodeJS.ErrnoException) => finish(0, '', error.code));
  });
}

/** When new connections start being refused while the process is still alive (polled). */
async function firstRefusal(port: number, api: ApiProcess): Promise<{ at: number | null; last: string }> {
  let last = 'accepted';
  while (!api.exit) {
    last = await tryConnect(port);
    if (last === 'refused') return api.exit ? { at: null, last: 'accepted' } : { at: Date.now(), last };
    await sleep(20);
  }
  return { at: null, last };
}

export interface GracefulStopOptions {
  database: PhaseDatabase;
  port: number;
  emulatorHost: string;
  rows?: number;
}

export async function gracefulStop({ database, port, emulatorHost, rows = 30_000 }: GracefulStopOptions): Promise<PhaseResult> {
  await withDatabase(database.directConfig, (execute) => execute(seedSql(rows)));
  const api = new ApiProcess({ ...database.apiEnv, API_PORT: String(port), FIREBASE_AUTH_EMULATOR_HOST: emulatorHost });
  await api.ready(60_000);
  const url = `${api.url}${PATH}`;
  await request(url, false);
  const keepAlive = new http.Agent({ keepAlive: true });

  let firstAnswer: () => void;
  const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
  const burst = Array.from({ length: BURST }, (_, i) => request(url, i % 2 === 0 && keepAlive).then((entry) => (firstAnswer(), entry)));
  await Promise.race([answered, sleep(1000)]);
  const sigtermAt = Date.now();
  const exited = api.kill('SIGTERM');
  const refusal = await firstRefusal(port, api);
  const results = await Promise.all(burst);
  const refusedAt = refusal.at;
  const openWhenRefused = refusedAt ? results.filter((r) => r.endedAt > refusedAt).length : 0;
  const exit: ApiExit | null = await Promise.race([exited, sleep(GRACE_MS).then(() => null)]);
  if (!exit) await api.kill('SIGKILL');

  keepAlive.destroy();
  // In flight: fully sent before the signal, not answered yet. Later ones are new requests.
  const inFlight = results.filter((r) => r.sentAt !== null && r.sentAt <= sigtermAt && r.endedAt > sigtermAt);
  const sentLate = results.filter((r) => r.sentAt === null || r.sentAt > sigtermAt).length;
  const completed = inFlight.filter((r) => r.status === 200 && r.complete);
  const problems: string[] = [];
  if (inFlight.length < 10) problems.push(`only ${inFlight.length} requests were in flight at SIGTERM (the burst was too fast to judge)`);
  if (completed.length !== inFlight.length) {
    const failed = inFlight
      .filter((r) => !(r.status === 200 && r.complete))
      .map((r) => `${r.status || r.error}${r.keepAlive ? ' (keep-alive)' : ''}`);
    problems.push(`${failed.length} of ${inFlight.length} in-flight requests did not get a complete 2xx: ${failed.slice(0, 5).join(', ')}`);
  }
  if (!refusal.at) problems.push(`new connections were still ${refusal.last} until the process ended`);
  if (!exit) problems.push(`the API did not exit within ${GRACE_MS} ms of SIGTERM (killed)`);
  else if (exit.code !== 0) problems.push(`the API exited with code ${exit.code} (signal ${exit.signal}) after SIGTERM`);
  const lockLeft = database.directConfig.driver === 'pglite' && existsSync(`${database.directConfig.dir}.lock`);
  if (lockLeft) problems.push('the PGlite directory lock was left behind');
  return {
    ok: problems.length === 0,
    problems,
    figures: {
      burst: BURST,
      inFlight: inFlight.length,
      sentAfterSigterm: sentLate,
      completed: completed.length,
      refusedAfterMs: refusal.at ? refusal.at - sigtermAt : null,
      inFlightWhenRefused: openWhenRefused,
      exitCode: exit?.code ?? null,
      exitMs: exit ? exit.at - sigtermAt : null,
    },
  };
}
