// `npm run bench`: every benchmark with a budget, on this machine, in one run, each through its own
// npm script (the package.json line is the one place that says how a bench is started). Prints
// figure / budget / pass-fail, writes the figures to .bench/*.json and the table into
// docs/benchmarks.md (between its "latest run" markers; the rest of the page, the before/after
// notes, is kept). Exits 1 when a budget is missed. No timing assertion is part of `npm test`: the
// figures of a noisy 2-core machine belong here.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';

const PAGE = 'docs/benchmarks.md';
const START = '<!-- latest-run:start -->';
const END = '<!-- latest-run:end -->';

/** An npm script and the report it writes. */
const STEPS = [
  /** The web's JavaScript per route. */
  { script: 'bench:web', report: '.bench/web.json' },
  /** The API under load, PostgreSQL and PGlite. */
  { script: 'bench:api', report: '.bench/api-load.json' },
  /** How the list's cost grows with the table. */
  { script: 'bench:api:scale', report: '.bench/api-scale.json' },
  /** The group calls for a member of 200 groups, and a 5,000-member group. */
  { script: 'bench:api:groups', report: '.bench/api-groups.json' },
  /** The progress dashboard's call on 100k submissions. */
  { script: 'bench:api:progress', report: '.bench/api-progress.json' },
  /** 2,000 event streams at 100 marks a second, and two API processes. */
  { script: 'bench:api:live', report: '.bench/api-live.json' },
  /** The shell's server render of the list on 100k rows: p99, throughput, memory over revisions. */
  { script: 'bench:ssr', report: '.bench/ssr.json' },
  /** Lighthouse on the public routes. */
  { script: 'bench:lighthouse', report: '.bench/lighthouse.json' },
  /** The developer loop: npm start cold and warm, the last npm test. */
  { script: 'bench:dev', report: '.bench/dev-loop.json' },
] as const;

/** A budget row of a report; budget 'reported' is a figure without a budget. */
interface Verdict {
  figure: string;
  value: unknown;
  budget: string;
  pass: boolean;
}

interface Timed {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  achievedRps: number;
  peakRssMb: number;
}

/** The parts of the reports the page's extra tables show. */
interface Report {
  verdicts?: Verdict[];
  results?: { rows: number; query: string; listMs: number; exactCountMs: number; total: number; exact: boolean }[];
  rate?: number;
  seconds?: number;
  rows?: number;
  submissions?: number;
  postgres?: LoadReport;
  pglite?: LoadReport;
}

interface LoadReport {
  fixed?: Record<string, Timed>;
  list: { nestRps: number[]; bareRps: number[]; ratio: number };
}

interface Result {
  name: string;
  ok: boolean;
  report: Report | null;
}

function run(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code === 0));
    child.on('error', () => resolve(false));
  });
}

const readReport = async (file: string): Promise<Report | null> =>
  existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Report) : null;

function verdictRows({ name, ok, report }: Result): string[] {
  const verdicts = report?.verdicts ?? [];
  if (!verdicts.length) return [`| ${name} | ${ok ? 'ran' : 'failed to run'} | | ${ok ? 'no budget' : 'FAIL'} |`];
  // A figure without a budget is shown as such, never as a pass.
  return verdicts.map((v) => {
    const reported = v.budget === 'reported';
    return `| ${name}: ${v.figure} | ${String(v.value)} | ${reported ? '—' : v.budget} | ${reported ? 'reported' : v.pass ? 'pass' : '**FAIL**'} |`;
  });
}

function scaleTable(scale: Report): string[] {
  const lines = [
    '',
    "List cost by table size, PostgreSQL, median ms (the API's page + capped count; the exact count it no longer pays):",
    '',
  ];
  lines.push('| rows | query | list | exact count | total |', '|---:|---|---:|---:|---:|');
  for (const r of scale.results ?? [])
    lines.push(`| ${r.rows.toLocaleString('en-US')} | ${r.query} | ${r.listMs} | ${r.exactCountMs} | ${r.total}${r.exact ? '' : '+'} |`);
  return lines;
}

function loadTable(load: Report): string[] {
  const lines = [
    '',
    `API at a fixed ${load.rate} requests/s for ${load.seconds} s, ${load.rows?.toLocaleString('en-US')} assignments and ${load.submissions?.toLocaleString('en-US')} submissions (ms from the scheduled send):`,
    '',
  ];
  lines.push('| database | call | p50 | p99 | max | req/s | peak RSS MB |', '|---|---|---:|---:|---:|---:|---:|');
  for (const [label, db] of [
    ['PostgreSQL', load.postgres],
    ['PGlite', load.pglite],
  ] as const) {
    for (const [call, r] of Object.entries(db?.fixed ?? {}))
      lines.push(`| ${label} | ${call} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.achievedRps} | ${r.peakRssMb} |`);
    if (db)
      lines.push(
        `| ${label} | list req/s, NestJS vs bare Fastify | | | | ${db.list.nestRps.join(', ')} vs ${db.list.bareRps.join(', ')} (${db.list.ratio}) | |`,
      );
  }
  return lines;
}

function markdown(results: Result[], started: Date): string {
  const lines = [`Run of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (\`npm run bench\`).`, ''];
  lines.push('| figure | value | budget | result |', '|---|---|---|---|', ...results.flatMap(verdictRows));
  const scale = results.find((r) => r.name === 'api:scale')?.report;
  if (scale) lines.push(...scaleTable(scale));
  const load = results.find((r) => r.name === 'api')?.report;
  if (load) lines.push(...loadTable(load));
  return lines.join('\n');
}

async function main(): Promise<boolean> {
  const started = new Date();
  console.log('Building (unchanged parts come from the Nx cache)...');
  if (!(await run('npx', ['--no-install', 'nx', 'run-many', '-t', 'build', '--output-style=static']))) throw new Error('the build failed');
  const results: Result[] = [];
  for (const { script, report } of STEPS) {
    console.log(`\n=== ${script}`);
    // A report left from an earlier run must not stand in for this one.
    await rm(report, { force: true });
    const ok = await run('npm', ['run', '--silent', script]);
    results.push({ name: script.replace(/^bench:/, ''), ok, report: await readReport(report) });
  }
  const table = markdown(results, started);
  const page = existsSync(PAGE) ? await readFile(PAGE, 'utf8') : `# Benchmarks\n\n## Latest run\n${START}\n${END}\n`;
  const updated = page.includes(START)
    ? page.replace(new RegExp(`${START}[\\s\\S]*?${END}`), `${START}\n${table}\n${END}`)
    : `${page.trimEnd()}\n\n## Latest run\n${START}\n${table}\n${END}\n`;
  await writeFile(PAGE, updated);
  console.log(`\n${table}\n\nWritten to ${PAGE} and .bench/`);
  const failed = results.filter((r) => !r.ok || (r.report?.verdicts ?? []).some((v) => !v.pass));
  if (failed.length) console.log(`\nBudgets missed or steps failed: ${failed.map((r) => r.name).join(', ')}`);
  return failed.length === 0;
}

main()
  .catch((error: unknown) => {
    console.error(`npm run bench failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  })
  .then((passed) => process.exit(passed ? 0 : 1));
