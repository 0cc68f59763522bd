// `npm run bench:api:live`: live events at scale, on PostgreSQL (a scratch database, dropped
// afterwards), through the built API as real processes (api/dist: `npm run build` first) and the
// Auth emulator at FIREBASE_AUTH_EMULATOR_HOST (project FIREBASE_PROJECT_ID), or, when that is not
// set, one of its own on a free port (as bench:api does; ~45 s more).
//   1. One API process holds 2,000 event streams (1,000 students, two tabs each) and the markers'
//      pending pages (streams that watch the queue) while 100 marks a second are made on those
//      students' pending work for 25 s (after 3 s of warm-up): the time from each mark to its
//      notification reaching each of the student's tabs, the mark's and the pending list's p99
//      (10 a second) meanwhile, and the API's RSS per open stream.
//   2. Two API processes on the same database, each holding one tab of every student and a pending
//      page of every marker, marks made through both: every notification must reach every tab of
//      its student, and every "left the queue" event every pending page, exactly once.
// Prints figure / budget / pass-fail, writes .bench/api-live.json, exits 1 when a budget is missed.
import 'reflect-metadata';
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { DEFAULT_PROJECT_ID, emulatorProjectId, signUp as emulatorSignUp } from '@studyhub/auth-emulator';
import { API_PATHS, LIVE } from '@studyhub/contracts';
import { sql, type SQL } from 'drizzle-orm';
// The workspace's own bench tooling, not a project: the API as a child process, and the open-loop
// load that bench:api measures with.
import { ApiProcess, killAllApis } from '../chaos/api-process.js';
import { startChaosEmulator } from '../chaos/emulator.js';
import { fixedRate, type FixedRateResult } from './lib/fixed-rate.js';
import { stopAll } from '../lib/processes.js';
import { scratchDatabase } from '@studyhub/api/scratch-database';
import { loadApi, type DatabaseHandle } from '../lib/api-build.js';
import { freePort } from '../chaos/net.js';
import { StreamClient } from './lib/stream-client.js';

const SCALE = { students: 1000, tabs: 2, assignments: 7, markers: 10 };
const LOAD = { marksPerSecond: 100, seconds: 25, warmSeconds: 3, listPerSecond: 10 };
const TWO_PROCESSES = { marksPerSecond: 50, seconds: 10 };
const BUDGETS = { deliveryP99Ms: 250, perStreamKb: 64, markP99Ms: 50, listP99Ms: 50 };
/** Sign-ups run this many at a time: the emulator answers ~35 a second whatever the concurrency. */
const SIGN_UP_BATCH = 50;
/** Streams open this many at a time, as a classroom's tabs would after a deploy. */
const OPEN_BATCH = 100;
const say = (line: string) => void process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
let projectId = emulatorProjectId();

interface User {
  uid: string;
  token: string;
}

async function signUp(name: string): Promise<User> {
  const { uid, idToken } = await emulatorSignUp({ host: emulatorHost, emailPrefix: 'live-bench', displayName: name });
  return { uid, token: idToken };
}

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let start = 0; start < count; start += size) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)))));
  }
  return made;
}

/** Every student has one pending submission per assignment, ordered so that consecutive marks hit different students. */
async function seed(handle: DatabaseHandle, students: User[]): Promise<string[]> {
  const uids = `ARRAY[${students.map((s) => `'${s.uid}'`).join(',')}]::text[]`;
  await handle.db.execute(
    sql.raw(`INSERT INTO assignments (title, description, marks, thumbnail_url, due_date, owner_uid, user_email, user_name)
      SELECT 'Live essay #' || n, 'Write a clear answer with sources.', 10, 'https://example.com/t.png', now() + interval '30 days', 'bench-author', 'author@example.com', 'Author'
      FROM generate_series(1, ${SCALE.assignments}) n`),
  );
  const ids = await rows<{ id: string }>(
    handle,
    sql.raw(`INSERT INTO submissions (assignment_id, title, marks, submitter_uid, user_email, user_name, google_docs_link)
      SELECT a.id, a.title, a.marks, s.uid, 'student@example.com', 'Student ' || s.n, 'https://docs.google.com/document/d/x/edit'
      FROM assignments a CROSS JOIN unnest(${uids}) WITH ORDINALITY AS s(uid, n)
      ORDER BY a.title, s.n
      RETURNING id`),
  );
  // The steady state a restored database reaches, as pgbench (and bench:api) measure it: otherwise
  // a checkpoint of the rows just written runs during the measurement.
  await handle.db.execute(sql.raw('VACUUM ANALYZE'));
  await handle.db.execute(sql.raw('CHECKPOINT'));
  return ids.map((row) => row.id);
}

async function rows<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function rssKb(pid: number): Promise<number> {
  return Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
}

/** CPU seconds a process has used so far (user + system; /proc/<pid>/stat counts in 1/100 s). */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One stream per user and port; `query` LIVE.watchQueue for a pending page. */
async function openStreams(users: User[], ports: number[], query: Record<string, string> = {}): Promise<StreamClient[]> {
  const plan = users.flatMap((user) => ports.map((port) => ({ user, port })));
  return inBatches(plan.length, OPEN_BATCH, async (i) => {
    const stream = new StreamClient(plan[i].user.uid, plan[i].port);
    await stream.open(plan[i].user.token, query);
    return stream;
  });
}

/** Waits until `done` holds or `timeoutMs` passes (late events still count, slow as they are). */
async function settle(done: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await sleep(100);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
const round = (value: number) => Math.round(value * 10) / 10;

function markCalls(pending: string[], markers: User[]) {
  let next = 0;
  return {
    taken: () => next,
    request: (index: number) => {
      const id = pending[next++];
      if (!id) throw new Error('The seed ran out of pending submissions');
      return {
        method: 'PUT',
        path: API_PATHS.markSubmission(id),
        headers: { Authorization: `Bearer ${markers[index % markers.length].token}` },
        body: { obtainedMarks: 7, feedback: 'Clear and well argued.' },
      };
    },
  };
}

/** Phase 1: one process, 2,000 streams, 100 marks/s. */
async function oneProcess(api: ApiProcess, handle: DatabaseHandle, students: User[], markers: User[], pending: string[]) {
  const list = (i: number) => ({
    method: 'GET',
    path: `${API_PATHS.pendingSubmissions}?limit=20&offset=${(i % 5) * 20}`,
    headers: { Authorization: `Bearer ${markers[i % markers.length].token}` },
  });
  const marks = markCalls(pending, markers);
  const load = () =>
    Promise.all([
      fixedRate({ baseUrl: api.url, rate: LOAD.marksPerSecond, seconds: LOAD.seconds, next: marks.request }),
      fixedRate({ baseUrl: api.url, rate: LOAD.listPerSecond, seconds: LOAD.seconds, next: (i) => list(i + 1000) }),
    ]);
  // First the same load with no stream open: what the streams add, read as a ratio in one run on
  // a machine whose noise moves both alike. It also warms the mark and list paths before the memory
  // baseline (V8's compiled code is not a stream's cost).
  await fixedRate({ baseUrl: api.url, rate: LOAD.marksPerSecond, seconds: LOAD.warmSeconds, next: marks.request });
  say(`Without streams: ${LOAD.marksPerSecond} marks/s for ${LOAD.seconds} s with the pending list at ${LOAD.listPerSecond}/s...`);
  const [baseMark, baseList] = await load();
  await sleep(1000);
  const [{ committedBefore }] = await rows<{ committedBefore: number }>(
    handle,
    sql`SELECT count(*)::int AS "committedBefore" FROM notifications WHERE kind = 'graded'`,
  );
  const rssBefore = await rssKb(api.pid);
  const opening = performance.now();
  const streams = await openStreams(
    students,
    Array.from({ length: SCALE.tabs }, () => api.port),
  );
  const openMs = performance.now() - opening;
  const watchers = await openStreams(markers, [api.port], LIVE.watchQueue);
  await sleep(3000);
  const rssOpen = await rssKb(api.pid);
  const perStreamKb = round((rssOpen - rssBefore) / streams.length);
  say(
    `${streams.length} streams open in ${Math.round(openMs)} ms; API RSS ${Math.round(rssBefore / 1024)} -> ${Math.round(rssOpen / 1024)} MB, ${perStreamKb} KB per stream`,
  );

  await fixedRate({ baseUrl: api.url, rate: LOAD.marksPerSecond, seconds: LOAD.warmSeconds, next: marks.request });
  const warmedUpTo = marks.taken();
  say(`With the streams: ${LOAD.marksPerSecond} marks/s for ${LOAD.seconds} s with the pending list at ${LOAD.listPerSecond}/s...`);
  const cpuBefore = { api: await cpuSeconds(api.pid), bench: await cpuSeconds(process.pid) };
  const [mark, listed] = await load();
  const rssLoaded = await rssKb(api.pid);
  // Two cores: what the clients cost this process is taken from the API.
  const cpu = { api: round((await cpuSeconds(api.pid)) - cpuBefore.api), bench: round((await cpuSeconds(process.pid)) - cpuBefore.bench) };
  const measured = new Set(pending.slice(warmedUpTo, marks.taken()));
  // Marks refused under load (a 503) send nothing: each committed one is owed to every tab.
  const [{ all }] = await rows<{ all: number }>(handle, sql`SELECT count(*)::int AS "all" FROM notifications WHERE kind = 'graded'`);
  const committed = all - committedBefore;
  const expected = SCALE.tabs * committed;
  const delivered = () => streams.reduce((sum, s) => sum + s.arrivals.length, 0);
  const queueDelivered = () => watchers.reduce((sum, s) => sum + [...s.leftCounts.values()].reduce((a, b) => a + b, 0), 0);
  await settle(() => delivered() >= expected && queueDelivered() >= watchers.length * committed);
  const latencies = streams
    .flatMap((s) => s.arrivals)
    .filter((a) => measured.has(a.submissionId))
    .map((a) => a.latencyMs)
    .sort((a, b) => a - b);
  const duplicates = streams.reduce((sum, s) => sum + [...s.notificationCounts.values()].filter((n) => n > 1).length, 0);
  const result = {
    streams: streams.length,
    openMs: Math.round(openMs),
    dropped: streams.filter((s) => s.ended).length,
    rssMb: { before: round(rssBefore / 1024), open: round(rssOpen / 1024), underLoad: round(rssLoaded / 1024) },
    perStreamKb,
    cpuSeconds: cpu,
    marksSent: marks.taken(),
    marksCommitted: committed,
    expectedDeliveries: expected,
    delivered: delivered(),
    duplicates,
    queueEventsDelivered: queueDelivered(),
    queueWatchers: watchers.length,
    queueEventsExpected: watchers.length * committed,
    // Only the pending pages watch the queue: the students' tabs get their own notifications alone.
    queueEventsOnStudentTabs: streams.reduce((sum, s) => sum + s.leftCounts.size, 0),
    deliveryMs: {
      samples: latencies.length,
      p50: round(quantile(latencies, 0.5)),
      p95: round(quantile(latencies, 0.95)),
      p99: round(quantile(latencies, 0.99)),
      max: round(latencies.at(-1) ?? NaN),
    },
    mark: summary(mark),
    list: summary(listed),
    withoutStreams: { mark: summary(baseMark), list: summary(baseList) },
  };
  for (const stream of [...streams, ...watchers]) stream.close();
  return result;
}

const summary = (r: FixedRateResult) => ({
  p50Ms: r.p50Ms,
  p99Ms: r.p99Ms,
  maxMs: r.maxMs,
  achievedRps: r.achievedRps,
  statuses: r.statuses,
  errors: r.errors,
});

/** Phase 2: two processes, one tab of every student on each, marks through both. */
async function twoProcesses(apis: ApiProcess[], handle: DatabaseHandle, students: User[], markers: User[], pending: string[]) {
  const [{ newest }] = await rows<{ newest: string }>(handle, sql`SELECT coalesce(max(id), 0)::text AS newest FROM notifications`);
  const ports = apis.map((api) => api.port);
  const streams = await openStreams(students, ports);
  const watchers = await openStreams(markers, ports, LIVE.watchQueue);
  await sleep(1000);
  const marks = markCalls(pending, markers);
  // fixedRate sends to one base URL: one load per process, each with half the rate, sharing the queue of pending work.
  const results = await Promise.all(
    apis.map((api, a) =>
      fixedRate({
        baseUrl: api.url,
        rate: TWO_PROCESSES.marksPerSecond / apis.length,
        seconds: TWO_PROCESSES.seconds,
        next: (i) => marks.request(i * apis.length + a),
      }),
    ),
  );
  const sent = marks.taken();
  const graded = await rows<{ id: string; uid: string; submissionId: string }>(
    handle,
    sql`SELECT id::text AS id, recipient_uid AS uid, submission_id::text AS "submissionId" FROM notifications WHERE id > ${newest}::bigint AND kind = 'graded'`,
  );
  const forUser = new Map<string, Set<string>>();
  for (const row of graded) forUser.set(row.uid, (forUser.get(row.uid) ?? new Set()).add(row.id));
  const marked = graded.map((row) => row.submissionId);
  const complete = () =>
    streams.every((s) => s.notificationCounts.size >= (forUser.get(s.uid)?.size ?? 0)) &&
    watchers.every((s) => s.leftCounts.size >= marked.length);
  await settle(complete);
  let missing = 0;
  let duplicates = 0;
  let unexpected = 0;
  let queueMissing = 0;
  let queueDuplicates = 0;
  for (const stream of streams) {
    const mine = forUser.get(stream.uid) ?? new Set<string>();
    for (const id of mine) if (!stream.notificationCounts.has(id)) missing += 1;
    for (const [id, times] of stream.notificationCounts) {
      if (!mine.has(id)) unexpected += 1;
      if (times > 1) duplicates += times - 1;
    }
  }
  for (const watcher of watchers) {
    for (const submissionId of marked) {
      const times = watcher.leftCounts.get(submissionId) ?? 0;
      if (times === 0) queueMissing += 1;
      if (times > 1) queueDuplicates += times - 1;
    }
  }
  const all = [...streams, ...watchers];
  const dropped = all.filter((s) => s.ended).length;
  for (const stream of all) stream.close();
  return {
    processes: apis.length,
    streams: streams.length,
    marksSent: sent,
    marksCommitted: graded.length,
    markStatuses: results.map((r) => r.statuses),
    notifications: { expected: graded.length * (streams.length / students.length), missing, duplicates, unexpected },
    queueLeft: { watchers: watchers.length, expected: marked.length * watchers.length, missing: queueMissing, duplicates: queueDuplicates },
    dropped,
  };
}

async function main(): Promise<void> {
  if (!emulatorHost) {
    say('Starting an Auth emulator of its own...');
    emulatorHost = (await startChaosEmulator()).host;
    projectId = DEFAULT_PROJECT_ID;
  }
  await fetch(`http://${emulatorHost}/`).catch(() => {
    throw new Error(`The Auth emulator is not answering at ${emulatorHost} (FIREBASE_AUTH_EMULATOR_HOST)`);
  });
  const started = performance.now();
  const students = await inBatches(SCALE.students, SIGN_UP_BATCH, (i) => signUp(`Student ${i + 1}`));
  const markers = await inBatches(SCALE.markers, SIGN_UP_BATCH, (i) => signUp(`Marker ${i + 1}`));
  say(`Signed up ${students.length} students and ${markers.length} markers in ${Math.round((performance.now() - started) / 1000)} s`);

  const scratch = await scratchDatabase();
  const streamCap = String(SCALE.students * SCALE.tabs * 2);
  const env = async () => ({
    API_PORT: String(await freePort()),
    DATABASE_URL: scratch.url,
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: projectId,
    // Every client of the bench is one address, and each student holds two tabs.
    LIVE_MAX_STREAMS_PER_USER: '10',
    LIVE_MAX_STREAMS_PER_ADDRESS: streamCap,
    HTTP_MAX_CONNECTIONS: String(Number(streamCap) + 1000),
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_ADDRESS_MAX: '100000000',
  });
  const apis: ApiProcess[] = [];
  let handle: DatabaseHandle | undefined;
  try {
    apis.push(new ApiProcess(await env()));
    await apis[0].ready();
    // The API has migrated the scratch database by now.
    const { openDatabase } = await loadApi();
    handle = await openDatabase({ driver: 'postgres', url: scratch.url });
    const pending = await seed(handle, students);
    say(`Seeded ${pending.length} pending submissions`);
    // Two loads (without, then with the streams), each after its warm-up.
    const phase1Marks = 2 * LOAD.marksPerSecond * (LOAD.seconds + LOAD.warmSeconds);
    const single = await oneProcess(apis[0], handle, students, markers, pending.slice(0, phase1Marks));
    say(JSON.stringify(single));

    apis.push(new ApiProcess(await env()));
    await apis[1].ready();
    const two = await twoProcesses(apis, handle, students, markers, pending.slice(phase1Marks));
    say(JSON.stringify(two));

    const clean = (statuses: Record<string, number>) => Object.keys(statuses).every((status) => status === '200');
    const once =
      two.notifications.missing +
        two.notifications.duplicates +
        two.notifications.unexpected +
        two.queueLeft.missing +
        two.queueLeft.duplicates +
        two.dropped ===
      0;
    const verdicts = [
      {
        figure: `mark -> notification at the client, p99 (ms; ${single.streams} streams, ${LOAD.marksPerSecond} marks/s)`,
        value: single.deliveryMs.p99,
        budget: `<= ${BUDGETS.deliveryP99Ms}`,
        pass: single.deliveryMs.p99 <= BUDGETS.deliveryP99Ms && single.delivered === single.expectedDeliveries,
      },
      {
        figure: `queue events at the ${single.queueWatchers} pending pages / on the students' tabs`,
        value: `${single.queueEventsDelivered} of ${single.queueEventsExpected} / ${single.queueEventsOnStudentTabs}`,
        budget: 'all / 0',
        pass: single.queueEventsDelivered === single.queueEventsExpected && single.queueEventsOnStudentTabs === 0,
      },
      {
        figure: 'API RSS per open stream (KB)',
        value: single.perStreamKb,
        budget: `<= ${BUDGETS.perStreamKb}`,
        pass: single.perStreamKb <= BUDGETS.perStreamKb,
      },
      {
        figure: `mark p99 at ${LOAD.marksPerSecond}/s with the streams open (ms)`,
        value: single.mark.p99Ms,
        budget: `<= ${BUDGETS.markP99Ms}`,
        pass: clean(single.mark.statuses) && single.mark.p99Ms <= BUDGETS.markP99Ms,
      },
      {
        figure: `pending list p99 at ${LOAD.listPerSecond}/s meanwhile (ms)`,
        value: single.list.p99Ms,
        budget: `<= ${BUDGETS.listP99Ms}`,
        pass: clean(single.list.statuses) && single.list.p99Ms <= BUDGETS.listP99Ms,
      },
      ...(['mark', 'list'] as const).map((call) => ({
        figure: `${call} p99 without any stream open, same run (ms; with / without)`,
        value: `${single.withoutStreams[call].p99Ms} (${round(single[call].p99Ms / single.withoutStreams[call].p99Ms)})`,
        budget: 'reported',
        pass: clean(single.withoutStreams[call].statuses),
      })),
      {
        figure: `two processes: events missing / duplicated over ${two.streams} streams`,
        value: `${two.notifications.missing + two.queueLeft.missing} / ${two.notifications.duplicates + two.queueLeft.duplicates}`,
        budget: '0 / 0',
        pass: once,
      },
    ];
    say('');
    for (const v of verdicts) say(`${v.pass ? 'pass' : 'FAIL'}  ${v.figure}: ${v.value} (budget ${v.budget})`);
    const load = (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
    await mkdir('.bench', { recursive: true });
    await writeFile(
      '.bench/api-live.json',
      JSON.stringify(
        {
          date: new Date().toISOString(),
          loadAverage: load,
          scale: SCALE,
          load: LOAD,
          twoProcessLoad: TWO_PROCESSES,
          budgets: BUDGETS,
          single,
          two,
          verdicts,
        },
        null,
        2,
      ) + '\n',
    );
    say(`Load average at the end: ${load}. Written to .bench/api-live.json`);
    if (verdicts.some((v) => !v.pass)) process.exitCode = 1;
  } catch (error) {
    for (const api of apis) say(`API on port ${api.port}, last lines:\n${api.tail()}`);
    throw error;
  } finally {
    await handle?.close();
    await Promise.all(apis.map((api) => api.kill('SIGTERM')));
    await scratch.drop();
  }
}

main()
  .catch((error: unknown) => {
    console.error(`Live benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    killAllApis();
    await stopAll(5000);
    // Sockets of streams the server dropped late, or the emulator's, must not hold the run open.
    process.exit();
  });
