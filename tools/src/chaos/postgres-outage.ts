// Phase 2: PostgreSQL goes away under a running API (a TCP proxy between them is cut: every
// connection dropped, new ones refused) and comes back; later an administrator terminates its
// sessions. The API must answer clear 503s meanwhile, never crash, and recover without a restart.
import { apiContract } from '../lib/api-contract.js';
import { ApiProcess, type ApiExit } from './api-process.js';
import { terminateBackends, type ScratchDatabase } from './databases.js';
import type { EmulatorUser } from './emulator.js';
import { answered, call, sleep, type Answer } from './net.js';
import type { PhaseResult } from './phase.js';
import { importTestSupport } from './test-support.js';

/** api/test/support/tcp-proxy.ts, TcpProxy. */
interface TcpProxy {
  readonly port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  stop(): Promise<void>;
}

interface TcpProxyModule {
  startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy>;
}

/** An error answer of the API (the fields judged). */
interface ErrorJson {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** One request of the traffic: when it started and ended (Date.now()) and what it got. */
interface LogEntry {
  startedAt: number;
  endedAt: number;
  status: number;
  body: unknown;
  error: string | undefined;
}

interface Outage {
  cutAt: number;
  restoredAt: number;
  health: Answer<ErrorJson>;
  healthMs: number | null;
  trafficMs: number | null;
}

interface Termination {
  at: number;
  sessions: number;
}

// Run after the API's build, which builds the contracts too.
const { API_PATHS } = await apiContract();

const RECOVERY_TARGET_MS = 5000;

const anAssignment = (title: string) => ({
  title,
  description: 'Created while PostgreSQL comes and goes under the API.',
  marks: 10,
  thumbnailUrl: 'http://localhost:3000/thumbnails/algebra.jpg',
  difficulty: 'Easy',
  dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
});

/** Reads, plain writes and transactions (a submit, resubmitted: 201 then 200) from every user. */
function startTraffic(base: string, users: EmulatorUser[], assignmentId: string, log: LogEntry[]): () => Promise<void> {
  let stopping = false;
  const loops = users.map(async (user, index) => {
    for (let n = 0; !stopping; n += 1) {
      const startedAt = Date.now();
      const answer = await [
        () => call(base, 'GET', `${API_PATHS.assignments}?limit=10&search=Outage`),
        () => call(base, 'POST', API_PATHS.assignments, { token: user.token, body: anAssignment(`Outage w${index} #${n}`) }),
        () =>
          call(base, 'POST', API_PATHS.submitAssignment(assignmentId), {
            token: user.token,
            body: { googleDocsLink: `https://docs.google.com/document/d/outage-${index}-${n}/edit`, notes: 'outage' },
          }),
      ][n % 3]();
      log.push({ startedAt, endedAt: Date.now(), status: answer.status, body: answer.body, error: answer.error });
      if (answer.status !== 200 && answer.status !== 201) await sleep(20);
    }
  });
  return async () => {
    stopping = true;
    await Promise.all(loops);
  };
}

async function until(predicate: () => boolean | Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await predicate()) return Date.now() - started;
    await sleep(25);
  }
  return null;
}

export interface PostgresOutageOptions {
  scratch: ScratchDatabase;
  users: EmulatorUser[];
  port: number;
  emulatorHost: string;
  cuts?: number;
  outageMs?: number;
}

export async function postgresOutage({
  scratch,
  users,
  port,
  emulatorHost,
  cuts = 2,
  outageMs = 4000,
}: PostgresOutageOptions): Promise<PhaseResult> {
  const { MESSAGES } = await import('@studyhub/contracts');
  const { startTcpProxy } = await importTestSupport<TcpProxyModule>('tcp-proxy.js');
  const proxy = await startTcpProxy({ host: scratch.host, port: scratch.port });
  const proxied = new URL(scratch.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const api = new ApiProcess({ DATABASE_URL: proxied.toString(), API_PORT: String(port), FIREBASE_AUTH_EMULATOR_HOST: emulatorHost });
  const log: LogEntry[] = [];
  const outages: Outage[] = [];
  const terminations: Termination[] = [];
  try {
    await api.ready(60_000);
    const target = await call<{ _id: string }>(api.url, 'POST', API_PATHS.assignments, {
      token: users[0].token,
      body: anAssignment('Outage submit target'),
    });
    if (target.status !== 201 || !answered(target)) throw new Error(`could not create the submit target (${target.status})`);
    const stopTraffic = startTraffic(api.url, users, target.body._id, log);
    await sleep(1500);
    for (let cut = 0; cut < cuts; cut += 1) {
      const cutAt = Date.now();
      await proxy.cut();
      await sleep(outageMs / 2);
      const health = await call<ErrorJson>(api.url, 'GET', API_PATHS.health);
      await sleep(outageMs / 2);
      const restoredAt = Date.now();
      await proxy.restore();
      const healthMs = await until(async () => (await call(api.url, 'GET', API_PATHS.health)).status === 200, 15_000);
      const trafficMs = await until(() => log.some((e) => e.startedAt >= restoredAt && e.status >= 200 && e.status < 300), 15_000);
      outages.push({ cutAt, restoredAt, health, healthMs, trafficMs });
      await sleep(1500);
    }
    for (let round = 0; round < 2; round += 1) {
      const at = Date.now();
      const sessions = await terminateBackends(scratch.name);
      await sleep(1500);
      terminations.push({ at, sessions });
    }
    await stopTraffic();
  } finally {
    await proxy.restore();
  }
  const stopped = api.exit ? api.exit : await api.kill('SIGTERM');
  await proxy.stop();
  return judge({ log, outages, terminations, stopped, pid: api.pid, message: MESSAGES.api.serviceUnavailable });
}

interface Judged {
  log: LogEntry[];
  outages: Outage[];
  terminations: Termination[];
  stopped: ApiExit;
  pid: number;
  message: string;
}

/** An entry's body as an error answer (the API's errors are JSON objects; fields may be missing). */
const errorOf = (e: LogEntry) => e.body as ErrorJson | undefined;

function judge({ log, outages, terminations, stopped, message }: Judged): PhaseResult {
  const problems: string[] = [];
  const count = (filter: (e: LogEntry) => boolean) => log.filter(filter).length;
  const inOutage = (e: LogEntry) => outages.some((o) => e.startedAt >= o.cutAt + 200 && e.endedAt <= o.restoredAt);
  const wellFormed503 = (e: LogEntry) =>
    e.status === 503 && errorOf(e)?.statusCode === 503 && errorOf(e)?.code === 'SERVICE_UNAVAILABLE' && errorOf(e)?.message === message;
  const during = log.filter(inOutage);
  const unavailable = during.filter(wellFormed503).length;
  if (during.length === 0) problems.push('no request was answered during the outages');
  if (unavailable !== during.length)
    problems.push(
      `${during.length - unavailable} of ${during.length} answers during outages were not a well-formed 503 SERVICE_UNAVAILABLE`,
    );
  const otherErrors = count((e) => e.status >= 500 && !wellFormed503(e));
  if (otherErrors) problems.push(`${otherErrors} 5xx answers other than 503 SERVICE_UNAVAILABLE`);
  const dropped = count((e) => e.status === 0);
  if (dropped) problems.push(`${dropped} requests lost their connection to the API (did it crash?)`);
  for (const [index, o] of outages.entries()) {
    if (!(o.health.status === 503 && o.health.body?.code === 'SERVICE_UNAVAILABLE'))
      problems.push(`outage ${index + 1}: health answered ${o.health.status} ${o.health.body?.code ?? ''}`);
    if (o.healthMs === null || o.healthMs > RECOVERY_TARGET_MS)
      problems.push(`outage ${index + 1}: health not back within ${RECOVERY_TARGET_MS} ms`);
    if (o.trafficMs === null || o.trafficMs > RECOVERY_TARGET_MS)
      problems.push(`outage ${index + 1}: no 2xx within ${RECOVERY_TARGET_MS} ms of the database's return`);
  }
  // After the last outage (and outside the kill-the-sessions moments) every answer is a 2xx again.
  const last = outages.at(-1);
  const settled = log.filter((e) => last && e.startedAt > last.restoredAt + (last.trafficMs ?? 0) + 500);
  const afterTermination = (e: LogEntry) => terminations.some((t) => e.startedAt >= t.at - 50 && e.startedAt <= t.at + 1000);
  const notOk = settled.filter((e) => !afterTermination(e) && (e.status < 200 || e.status >= 300)).length;
  if (notOk) problems.push(`${notOk} non-2xx answers after recovery`);
  const terminationAnswers = settled.filter(afterTermination);
  const terminationBad = terminationAnswers.filter((e) => !(e.status < 300 || wellFormed503(e))).length;
  if (terminationBad) problems.push(`${terminationBad} answers after pg_terminate_backend were neither 2xx nor 503`);
  if (stopped.code !== 0) problems.push(`API exit code ${stopped.code} on SIGTERM after the outages (expected 0)`);
  const histogram = (entries: LogEntry[]) =>
    entries.reduce<Record<string, number>>((counts, e) => {
      const code = errorOf(e)?.code;
      const key = e.status === 0 ? `no answer (${e.error})` : `${e.status}${code ? ` ${code}` : ''}`;
      counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {});
  return {
    ok: problems.length === 0,
    problems,
    figures: {
      answers: histogram(log),
      duringOutages: histogram(during),
      cuts: outages.length,
      requests: log.length,
      during: during.length,
      unavailable503: unavailable,
      healthRecoveryMs: outages.map((o) => o.healthMs),
      trafficRecoveryMs: outages.map((o) => o.trafficMs),
      terminatedSessions: terminations.map((t) => t.sessions),
      after503: terminationAnswers.filter(wellFormed503).length,
    },
  };
}
