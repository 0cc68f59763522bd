// `npm run bench:api:scale [-- --sizes 1000,10000,100000,1000000]`: how list and count latency grow
// with the table, on PostgreSQL (a scratch database, dropped afterwards), through the API's own
// repository: the page query with its capped count (what the API runs), and the exact count it
// no longer runs, for comparison. Median of 15 after 3 warm-ups. Writes .bench/api-scale.json.
import 'reflect-metadata';
import { mkdir, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadApi, type ListFilter } from '../lib/api-build.js';
import { createScratchDatabase, dropScratchDatabases } from '../chaos/databases.js';
import { postgresAnswers, TEST_DATABASE_URL } from '../lib/postgres.js';
import { SEED_ASSIGNMENTS } from './lib/seed-sql.js';

const { values } = parseArgs({ options: { sizes: { type: 'string', default: '1000,10000,100000,1000000' } } });
const SIZES = values.sizes.split(',').map(Number);
const ITERATIONS = 15;

const CASES: [string, ListFilter][] = [
  ['newest first', { order: 'desc', limit: 20, offset: 0 }],
  ['search common word', { order: 'asc', limit: 20, offset: 0, search: 'essay' }],
  ['search rare word', { order: 'asc', limit: 20, offset: 0, search: 'zygote' }],
];

async function median(action: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i += 1) await action();
  const samples: number[] = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const started = performance.now();
    await action();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return Math.round(samples[Math.floor(samples.length / 2)] * 10) / 10;
}

async function main(): Promise<void> {
  if (!(await postgresAnswers())) throw new Error(`no PostgreSQL answers at ${TEST_DATABASE_URL}`);
  const { openDatabase, AssignmentsRepository } = await loadApi();
  const { sql } = await import('drizzle-orm');
  const { PAGE } = await import('@studyhub/contracts');
  const scratch = await createScratchDatabase();
  const handle = await openDatabase({ driver: 'postgres', url: scratch.url });
  const repository = new AssignmentsRepository(handle.db);
  const results: { rows: number; query: string; listMs: number; exactCountMs: number; total: number; exact: boolean }[] = [];
  try {
    for (const size of SIZES) {
      await handle.db.execute(sql.raw('TRUNCATE regrade_requests, grades, submissions, assignments'));
      const seeding = performance.now();
      for (const statement of SEED_ASSIGNMENTS(size)) await handle.db.execute(sql.raw(statement));
      await handle.db.execute(sql.raw('ANALYZE assignments'));
      console.log(`${size} rows seeded in ${Math.round(performance.now() - seeding)} ms`);
      for (const [name, filter] of CASES) {
        const pattern = filter.search ? `%${filter.search}%` : null;
        const where = pattern ? sql`WHERE title ILIKE ${pattern} OR description ILIKE ${pattern}` : sql``;
        const listMs = await median(() => repository.list(filter));
        const exactCountMs = await median(() => handle.db.execute(sql`SELECT count(*) FROM assignments ${where}`));
        const { total, exact } = await repository.list(filter);
        results.push({ rows: size, query: name, listMs, exactCountMs, total, exact });
      }
    }
  } finally {
    await handle.close();
    await dropScratchDatabases();
  }
  console.log(
    `\nPostgreSQL, median of ${ITERATIONS} (ms): the API's list (page + count capped at ${PAGE.countAhead} past the page) vs an exact count`,
  );
  console.log(`${'rows'.padStart(9)}  ${'query'.padEnd(20)}${'list'.padStart(8)}${'exact count'.padStart(13)}  total`);
  for (const r of results) {
    console.log(
      `${String(r.rows).padStart(9)}  ${r.query.padEnd(20)}${String(r.listMs).padStart(8)}${String(r.exactCountMs).padStart(13)}  ${r.total}${r.exact ? '' : '+'}`,
    );
  }
  await mkdir('.bench', { recursive: true });
  await writeFile(
    '.bench/api-scale.json',
    JSON.stringify({ date: new Date().toISOString(), iterations: ITERATIONS, results }, null, 2) + '\n',
  );
  console.log('Written to .bench/api-scale.json');
}

main().catch(async (error) => {
  console.error(`Scale benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  await dropScratchDatabases();
  process.exit(1);
});
