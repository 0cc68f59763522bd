// `npm run bench:ssr [-- --rows 100000 --seconds 20 --rate 50]`: the shell's server render of
// /assignments, as a guest gets it, on PostgreSQL with `rows` assignments:
//   - p99 at a fixed rate (open loop, from each request's scheduled send), budget 100 ms at 50 req/s;
//     identical requests that arrive together share a render (ssr/render-pool.ts), so the same load
//     with every request at its own address (an ignored `?n=`) is reported too: one render each;
//   - the requests per second one process sustains (autocannon, 10 connections), reported;
//   - memory: the shell's web-server process (worker included) over 10,000 renders with a registry
//     rewrite (a new revision, as a release or rollback is) every 200: after the first 1,000 and
//     after all 10,000, budget within 10%. Its RSS before the first rewrite is reported too: the
//     first release adds, once, what two workers alive together (the old one finishing its pages,
//     the new one loading) leave in the allocator; a leak is what grows with every further one.
// Every measured page must be server-rendered (the hydration state in it), or the run fails.
// Needs the builds (npm run build) and PostgreSQL; the API listens on the port the web build calls.
import autocannon from 'autocannon';
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiProcess, killAllApis } from '../chaos/api-process.js';
import { createScratchDatabase, dropScratchDatabases, withDatabase } from '../chaos/databases.js';
import { apiContract } from '../lib/api-contract.js';
import { startWebProcesses } from '../lib/web-processes.js';
import { fixedRate } from './lib/fixed-rate.js';
import { SEED_ASSIGNMENTS } from './lib/seed-sql.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
    rate: { type: 'string', default: '50' },
    cycles: { type: 'string', default: '50' },
  },
});
const ROWS = Number(values.rows);
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const CYCLES = Number(values.cycles);
const BUDGETS = { p99Ms: 100, memoryGrowth: 0.1 };
const PAGE = '/assignments';
const RENDERED = 'id="server-state"';
const REPORT = '.bench/ssr.json';

const config = readWebConfig();
const registryFile = join(config.apps[0].dir, 'mf-registry.json');
const shellUrl = config.shellOrigin;

/** The resident memory of the shell's web-server process (its render worker included), MB. */
async function shellRssMb(): Promise<number> {
  for (const pid of await readdir('/proc')) {
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!command.includes('web-server/src/main.ts\0shell\0')) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  }
  throw new Error("The shell's web-server process is not running");
}

/** The page at an address of its own, which the list ignores: a request no other one shares a render with. */
const ownAddress = (index: number) => `${PAGE}?n=${index}`;

/** `count` pages, `parallel` at a time, each its own render; throws on one that is not server-rendered. */
async function renderPages(count: number, parallel = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const html = await (await fetch(`${shellUrl}${ownAddress(next)}`)).text();
      if (!html.includes(RENDERED)) throw new Error(`${PAGE} came back without a server render`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Rewrites the registry in one step with another version label for assignments: a new revision, as a release is. */
async function newRevision(original: string, cycle: number): Promise<void> {
  const registry = JSON.parse(original) as { remotes: Record<string, { version: string }> };
  registry.remotes.mf_assignments.version = `${registry.remotes.mf_assignments.version}-bench-${cycle}`;
  await writeFile(`${registryFile}.bench`, JSON.stringify(registry));
  await rename(`${registryFile}.bench`, registryFile);
}

async function main() {
  const database = await createScratchDatabase();
  await withDatabase({ driver: 'postgres', url: database.url }, async (execute) => {
    for (const statement of SEED_ASSIGNMENTS(ROWS)) await execute(statement);
    await execute('VACUUM ANALYZE');
  });
  const api = new ApiProcess({
    DATABASE_URL: database.url,
    API_PORT: String(config.API_PORT),
    NODE_ENV: 'production',
    FIREBASE_AUTH_EMULATOR_HOST: '',
  });
  await api.ready();
  const { API_PATHS } = await apiContract();
  if (!(await fetch(`${api.url}${API_PATHS.health}`)).ok) throw new Error('The API is not healthy');
  const web = await startWebProcesses(config);
  const original = await readFile(registryFile, 'utf8');
  try {
    await renderPages(200);
    const timed = await fixedRate({ baseUrl: shellUrl, rate: RATE, seconds: SECONDS, next: () => ({ method: 'GET', path: PAGE }) });
    const apart = await fixedRate({
      baseUrl: shellUrl,
      rate: RATE,
      seconds: SECONDS,
      next: (index) => ({ method: 'GET', path: ownAddress(index) }),
    });
    const sustained = await autocannon({ url: `${shellUrl}${PAGE}`, connections: 10, duration: 10 });
    if (sustained.non2xx > 0 || sustained.errors > 0)
      throw new Error(`Under load: ${sustained.non2xx} non-2xx, ${sustained.errors} errors`);

    const beforeRevisions = await shellRssMb();
    const rendersPerRevision = Math.round(10_000 / CYCLES);
    let after1k = 0;
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      await newRevision(original, cycle);
      await renderPages(rendersPerRevision);
      if (after1k === 0 && (cycle + 1) * rendersPerRevision >= 1_000) after1k = await shellRssMb();
    }
    const after10k = await shellRssMb();
    const growth = Math.round((after10k / after1k - 1) * 1000) / 1000;

    const verdicts = [
      {
        figure: `p99 of ${PAGE} at ${RATE} req/s (${ROWS} rows)`,
        value: timed.p99Ms,
        budget: `<= ${BUDGETS.p99Ms} ms`,
        pass: timed.p99Ms <= BUDGETS.p99Ms && timed.errors === 0,
      },
      { figure: `p50 of ${PAGE} at ${RATE} req/s`, value: timed.p50Ms, budget: 'reported', pass: true },
      {
        figure: `p50 / p99 at ${RATE} req/s, every request at its own address (one render each)`,
        value: `${apart.p50Ms} / ${apart.p99Ms} ms`,
        budget: 'reported',
        pass: apart.errors === 0,
      },
      {
        figure: 'requests per second sustained (10 connections)',
        value: Math.round(sustained.requests.average),
        budget: 'reported',
        pass: true,
      },
      { figure: "shell's server RSS before any new revision (MB)", value: beforeRevisions, budget: 'reported', pass: true },
      {
        figure: `shell's server RSS after 1,000 renders and their revisions (MB)`,
        value: after1k,
        budget: 'reported',
        pass: true,
      },
      {
        figure: `RSS growth after 10,000 renders and ${CYCLES} registry revisions`,
        value: `${after10k} MB (${(growth * 100).toFixed(1)}%)`,
        budget: `<= ${BUDGETS.memoryGrowth * 100}%`,
        pass: growth <= BUDGETS.memoryGrowth,
      },
    ];
    for (const verdict of verdicts)
      console.log(`${verdict.pass ? 'PASS' : 'FAIL'}  ${verdict.figure}: ${verdict.value} (${verdict.budget})`);
    await mkdir('.bench', { recursive: true });
    await writeFile(
      REPORT,
      `${JSON.stringify({ rows: ROWS, rate: RATE, seconds: SECONDS, cycles: CYCLES, timed, apart, verdicts }, null, 2)}\n`,
    );
    if (verdicts.some((verdict) => !verdict.pass)) process.exitCode = 1;
  } finally {
    await writeFile(`${registryFile}.bench`, original);
    await rename(`${registryFile}.bench`, registryFile);
    await web.close();
    await api.kill('SIGTERM');
    killAllApis();
    await dropScratchDatabases();
  }
}

await main();
