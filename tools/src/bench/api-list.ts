// `npm run bench:api:queries [-- --rows 100000 --iterations 25]`: how the assignment list queries of
// GET /api/assignments (filter, search, sort, page, count) scale, through the API's own repository
// and migrations, on PGlite and, when one answers, on PostgreSQL (a scratch database that is dropped
// afterwards). Prints medians and the PostgreSQL/PGlite ratio measured in the same run, and writes
// .bench/api-list.json.
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { loadApi, type DatabaseConfig, type ListFilter } from '../lib/api-build.js';
import { postgresAnswers, TEST_DATABASE_URL } from '../lib/postgres.js';
import { run } from '../lib/processes.js';
import { SEED_ASSIGNMENTS } from './lib/seed-sql.js';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, iterations: { type: 'string', default: '25' } },
});
const ROWS = Number(values.rows);
const ITERATIONS = Number(values.iterations);
const PAGE: ListFilter = { order: 'asc', limit: 20, offset: 0 };

/** The calls a user of the list makes, as the controller passes them to the repository. */
const CASES: [string, ListFilter][] = [
  ['newest first, page 1', { ...PAGE, order: 'desc' }],
  ['difficulty = Hard', { ...PAGE, difficulty: 'Hard' }],
  ['search common word ("essay")', { ...PAGE, search: 'essay' }],
  ['search rare word ("zygote")', { ...PAGE, search: 'zygote' }],
  ['Medium + search + sort marks desc', { ...PAGE, difficulty: 'Medium', search: 'lab', sort: 'marks', order: 'desc' }],
  ['sort title asc', { ...PAGE, sort: 'title' }],
  ['sort difficulty desc', { ...PAGE, sort: 'difficulty', order: 'desc' }],
  ['page 250 (offset 5000)', { ...PAGE, offset: 5000 }],
];

/** Median and p95 of one case, in ms, and the total it reports. */
interface CaseTiming {
  medianMs: number;
  p95Ms: number;
  total: number;
}

/** Each case's timings, by name. */
type Timings = Record<string, CaseTiming>;

/** .bench/api-list.json; `postgres` null when no PostgreSQL answered. */
interface ListReport {
  date: string;
  rows: number;
  iterations: number;
  pglite: Timings | null;
  postgres: Timings | null;
}

/** The API's modules the benchmark uses, and drizzle's `sql`. */
type ApiModule = Awaited<ReturnType<typeof loadApi>>;
type AssignmentsRepository = InstanceType<ApiModule['AssignmentsRepository']>;
type Api = ApiModule & { sql: { raw(text: string): SQL } };

async function timeCase(repository: AssignmentsRepository, filter: ListFilter): Promise<CaseTiming> {
  for (let warm = 0; warm < 3; warm += 1) await repository.list(filter);
  const samples: number[] = [];
  let total = 0;
  for (let index = 0; index < ITERATIONS; index += 1) {
    const started = performance.now();
    const result = await repository.list(filter);
    samples.push(performance.now() - started);
    total = result.total;
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { medianMs: round(pick(0.5)), p95Ms: round(pick(0.95)), total };
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function measure(label: string, databaseConfig: DatabaseConfig, api: Api): Promise<Timings> {
  const handle = await api.openDatabase(databaseConfig);
  try {
    const seeding = performance.now();
    for (const statement of SEED_ASSIGNMENTS(ROWS)) await handle.db.execute(api.sql.raw(statement));
    await handle.db.execute(api.sql.raw('ANALYZE assignments'));
    console.log(`${label}: ${ROWS} rows seeded in ${Math.round(performance.now() - seeding)} ms`);
    const repository = new api.AssignmentsRepository(handle.db);
    const results: Timings = {};
    for (const [name, filter] of CASES) results[name] = await timeCase(repository, filter);
    return results;
  } finally {
    await handle.close();
  }
}

/** A scratch database beside the test one, so the benchmark never touches the suite's data. */
async function withScratchPostgres<T>(body: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const name = `studyhub_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    return await body(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  if (!existsSync('api/dist/main.js')) await run('npx', ['--no-install', 'nx', 'run', '@studyhub/api:build'], { label: 'API build' });
  const api: Api = {
    ...(await loadApi()),
    sql: (await import('drizzle-orm')).sql,
  };
  const dir = await mkdtemp(join(tmpdir(), 'studyhub-bench-'));
  const report: ListReport = { date: new Date().toISOString(), rows: ROWS, iterations: ITERATIONS, pglite: null, postgres: null };
  try {
    report.pglite = await measure('PGlite', { driver: 'pglite', dir: join(dir, 'pglite') }, api);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  if (await postgresAnswers()) {
    report.postgres = await withScratchPostgres((url) => measure('PostgreSQL', { driver: 'postgres', url }, api));
  } else {
    console.log(`PostgreSQL: no server at ${TEST_DATABASE_URL}, measured PGlite only.`);
  }

  console.log(`\nList queries over ${ROWS} assignments, 20 per page, median of ${ITERATIONS} (ms; p95 in brackets):`);
  console.log(`${'query'.padEnd(36)}${'PGlite'.padStart(16)}${'PostgreSQL'.padStart(16)}${'PG/PGlite'.padStart(11)}  matches`);
  for (const [name] of CASES) {
    const lite = report.pglite[name];
    const server = report.postgres?.[name];
    const cell = (entry: CaseTiming | undefined) => (entry ? `${entry.medianMs} (${entry.p95Ms})` : '-');
    const ratio = server ? (server.medianMs / lite.medianMs).toFixed(2) : '-';
    console.log(`${name.padEnd(36)}${cell(lite).padStart(16)}${cell(server).padStart(16)}${ratio.padStart(11)}  ${lite.total}`);
  }
  await mkdir('.bench', { recursive: true });
  await writeFile('.bench/api-list.json', JSON.stringify(report, null, 2) + '\n');
  console.log('\nWritten to .bench/api-list.json');
}

main().catch((error) => {
  console.error(`API benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
