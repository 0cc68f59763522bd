// Phase 1: kill -9 the API at random moments under a stream of writes, restart it on the same
// data, and check that every acknowledged write is there and nothing is half-written.
import { apiContract } from '../lib/api-contract.js';
import { ApiProcess } from './api-process.js';
import { countHalfWritten, withDatabase } from './databases.js';
import type { EmulatorUser } from './emulator.js';
import { answered, call, sleep } from './net.js';
import type { PhaseDatabase, PhaseResult } from './phase.js';
import { WriteLedger, startWriters } from './writers.js';

// Run after the API's build, which builds the contracts too.
const { API_PATHS } = await apiContract();

/** A submission as the API lists it (the fields checked). */
interface SubmissionJson {
  _id: string;
  assignmentId: string;
  googleDocsLink: string;
  status: string;
  obtainedMarks?: number | null;
}

const random = (min: number, max: number) => min + Math.random() * (max - min);

/** Every submission of one user, page by page. */
async function submissionsOf(base: string, token: string): Promise<Map<string, SubmissionJson>> {
  const all = new Map<string, SubmissionJson>();
  for (let offset = 0; ; offset += 100) {
    const answer = await call<SubmissionJson[]>(base, 'GET', `${API_PATHS.submissions}?limit=100&offset=${offset}`, { token });
    if (answer.status !== 200 || !answered(answer)) throw new Error(`Listing submissions answered ${answer.status}`);
    for (const item of answer.body) all.set(item._id, item);
    if (offset + 100 >= Number(answer.headers.get('x-total-count'))) return all;
  }
}

/** Acknowledged vs found, through the API as its users would look. */
async function findAcknowledged(base: string, users: EmulatorUser[], ledger: WriteLedger): Promise<{ found: number; missing: string[] }> {
  const missing: string[] = [];
  let found = 0;
  const ids = [...ledger.assignments.keys()];
  for (let at = 0; at < ids.length; at += 8) {
    await Promise.all(
      ids.slice(at, at + 8).map(async (id) => {
        // Every id comes from the ledger's own keys.
        const expected = ledger.assignments.get(id) as { title: string; marks: number };
        const answer = await call<{ title: string; marks: number }>(base, 'GET', API_PATHS.assignment(id));
        if (answer.status === 200 && answered(answer) && answer.body.title === expected.title && answer.body.marks === expected.marks)
          found += 1;
        else missing.push(`assignment ${id} (${answer.status})`);
      }),
    );
  }
  for (const [index, user] of users.entries()) {
    const rows = await submissionsOf(base, user.token);
    for (const submission of [...ledger.submissions.values()].filter((s) => s.writer === index)) {
      const row = rows.get(submission.id);
      if (row && row.assignmentId === submission.assignmentId && row.googleDocsLink === submission.link) found += 1;
      else missing.push(`submission ${submission.id} (${row ? row.googleDocsLink : 'absent'})`);
      if (submission.obtainedMarks === undefined) continue;
      if (row?.status === 'completed' && row.obtainedMarks === submission.obtainedMarks) found += 1;
      else missing.push(`mark of ${submission.id} (${row ? `${row.status}, ${row.obtainedMarks}` : 'absent'})`);
    }
  }
  return { found, missing };
}

/**
 * `database`: { label, apiEnv, directConfig }. Returns the phase's figures and whether its
 * targets were met.
 */
export interface KillDuringWritesOptions {
  database: PhaseDatabase;
  users: EmulatorUser[];
  port: number;
  emulatorHost: string;
  kills: number;
}

export async function killDuringWrites({ database, users, port, emulatorHost, kills }: KillDuringWritesOptions): Promise<PhaseResult> {
  const env = { ...database.apiEnv, API_PORT: String(port), FIREBASE_AUTH_EMULATOR_HOST: emulatorHost };
  const ledger = new WriteLedger();
  let api = new ApiProcess(env);
  await api.ready(60_000);
  const writers = startWriters(api.url, users, ledger);
  const restarts: number[] = [];
  try {
    for (let kill = 0; kill < kills; kill += 1) {
      await sleep(random(800, 2500));
      await api.kill('SIGKILL');
      const started = Date.now();
      api = new ApiProcess(env);
      await api.ready();
      restarts.push(Date.now() - started);
    }
    await sleep(1000);
  } finally {
    await writers.stop();
  }
  const { found, missing } = await findAcknowledged(api.url, users, ledger);
  const stopped = await api.kill('SIGTERM');
  const halfWritten = await withDatabase(database.directConfig, countHalfWritten);
  const halfWrittenTotal = Object.values(halfWritten).reduce((a, b) => a + b, 0);
  const unexpected = Object.entries(ledger.statuses).filter(([status]) => !['0', '200', '201', '409'].includes(status));
  const acknowledged = ledger.totalAcknowledged;
  const problems = [
    ...missing.slice(0, 10).map((item) => `lost: ${item}`),
    ...Object.entries(halfWritten)
      .filter(([, n]) => n > 0)
      .map(([label, n]) => `half-written: ${n} × ${label}`),
    ...unexpected.map(([status, n]) => `unexpected answer ${status} × ${n}`),
    ...(stopped.code === 0 ? [] : [`final SIGTERM exit code ${stopped.code}`]),
    ...(acknowledged > 0 ? [] : ['no write was acknowledged']),
  ];
  return {
    ok: problems.length === 0 && found === acknowledged && halfWrittenTotal === 0,
    problems,
    figures: {
      kills,
      acknowledged,
      found,
      byKind: ledger.acknowledged,
      cutMidway: ledger.statuses[0] ?? 0,
      halfWritten: halfWrittenTotal,
      restartMs: restarts,
    },
  };
}
