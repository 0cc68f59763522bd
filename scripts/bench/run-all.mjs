// `npm run bench`: every benchmark with a budget, on this machine, in one run: the web's JavaScript
// per route (bench:web), the API under load (bench:api), how list cost grows with the table
// (bench:api:scale), Lighthouse on the public routes (bench:lighthouse) and the developer loop
// (bench:dev: npm start cold and warm, the last npm test). Prints figure / budget / pass-fail, writes the figures to .bench/*.json and
// the table into docs/benchmarks.md (between its "latest run" markers; the rest of the page, the
// before/after notes, is kept). Exits 1 when a budget is missed. No timing assertion is part of
// `npm test`: the figures of a noisy 2-core machine belong here.
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { run, stopAll } from '../lib/processes.mjs';

const PAGE = 'docs/benchmarks.md';
const START = '<!-- latest-run:start -->';
const END = '<!-- latest-run:end -->';

const STEPS = [
  { name: 'web', script: 'scripts/bench/web.mjs', report: '.bench/web.json' },
  { name: 'api', script: 'scripts/bench/api-load.mjs', report: '.bench/api-load.json' },
  { name: 'api:scale', script: 'scripts/bench/api-scale.mjs', report: '.bench/api-scale.json' },
  { name: 'lighthouse', script: 'scripts/bench/lighthouse.mjs', report: '.bench/lighthouse.json' },
  { name: 'dev', script: 'scripts/bench/dev-loop.mjs', report: '.bench/dev-loop.json' },
];

const readJson = async (file) => (existsSync(file) ? JSON.parse(await readFile(file, 'utf8')) : null);

/** Budget rows of a step's report: `verdicts` ({ figure, value, budget, pass }) where it has them. */
const verdictsOf = (report) => report?.verdicts ?? [];

function markdown(results, started) {
  const lines = [`Run of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (\`npm run bench\`).`, ''];
  lines.push('| figure | value | budget | result |', '|---|---|---|---|');
  for (const { name, ok, report } of results) {
    const verdicts = verdictsOf(report);
    if (!verdicts.length) lines.push(`| ${name} | ${ok ? 'ran' : 'failed to run'} | | ${ok ? 'no budget' : 'FAIL'} |`);
    // A figure without a budget (budget 'reported') is shown as such, never as a pass.
    for (const v of verdicts) {
      const result = v.budget === 'reported' ? 'reported' : v.pass ? 'pass' : '**FAIL**';
      lines.push(`| ${name}: ${v.figure} | ${v.value} | ${v.budget === 'reported' ? '—' : v.budget} | ${result} |`);
    }
  }
  const scale = results.find((r) => r.name === 'api:scale')?.report;
  if (scale) {
    lines.push('', 'List cost by table size, PostgreSQL, median ms (the API\'s page + capped count; the exact count it no longer pays):', '');
    lines.push('| rows | query | list | exact count | total |', '|---:|---|---:|---:|---:|');
    for (const r of scale.results) lines.push(`| ${r.rows.toLocaleString('en-US')} | ${r.query} | ${r.listMs} | ${r.exactCountMs} | ${r.total}${r.exact ? '' : '+'} |`);
  }
  const load = results.find((r) => r.name === 'api')?.report;
  if (load) {
    lines.push('', `API at a fixed ${load.rate} requests/s for ${load.seconds} s, ${load.rows.toLocaleString('en-US')} assignments and ${load.submissions.toLocaleString('en-US')} submissions (ms from the scheduled send):`, '');
    lines.push('| database | call | p50 | p99 | max | req/s | peak RSS MB |', '|---|---|---:|---:|---:|---:|---:|');
    for (const [label, db] of [['PostgreSQL', load.postgres], ['PGlite', load.pglite]]) {
      for (const [call, r] of Object.entries(db?.fixed ?? {})) lines.push(`| ${label} | ${call} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs} | ${r.achievedRps} | ${r.peakRssMb} |`);
      if (db) lines.push(`| ${label} | list req/s, NestJS vs bare Fastify | | | | ${db.list.nestRps.join(', ')} vs ${db.list.bareRps.join(', ')} (${db.list.ratio}) | |`);
    }
  }
  return lines.join('\n');
}

async function main() {
  const started = new Date();
  console.log('Building (unchanged parts come from the Nx cache)...');
  await run('npx', ['--no-install', 'nx', 'run-many', '-t', 'build', '--output-style=static'], { label: 'Build' });
  const results = [];
  for (const step of STEPS) {
    if (!existsSync(step.script)) {
      results.push({ name: step.name, ok: false, report: null });
      continue;
    }
    console.log(`\n=== bench:${step.name}`);
    // A report left from an earlier run must not stand in for this one.
    await rm(step.report, { force: true });
    const ok = await run('node', [step.script], { label: `bench:${step.name}` }).then(() => true, () => false);
    results.push({ name: step.name, ok, report: await readJson(step.report) });
  }
  const table = markdown(results, started);
  const page = existsSync(PAGE) ? await readFile(PAGE, 'utf8') : `# Benchmarks\n\n## Latest run\n${START}\n${END}\n`;
  const updated = page.includes(START) ? page.replace(new RegExp(`${START}[\\s\\S]*?${END}`), `${START}\n${table}\n${END}`) : `${page.trimEnd()}\n\n## Latest run\n${START}\n${table}\n${END}\n`;
  await writeFile(PAGE, updated);
  console.log(`\n${table}\n\nWritten to ${PAGE} and .bench/`);
  const failed = results.filter((r) => !r.ok || verdictsOf(r.report).some((v) => !v.pass));
  if (failed.length) console.log(`\nBudgets missed or steps failed: ${failed.map((r) => r.name).join(', ')}`);
  return failed.length === 0;
}

const passed = await main().catch((error) => {
  console.error(`npm run bench failed: ${error instanceof Error ? error.message : String(error)}`);
  return false;
});
await stopAll(5000);
process.exit(passed ? 0 : 1);
