// `npm run bench:lighthouse`: Lighthouse 12 (mobile, default config) on the home page of the built
// app, performance + accessibility. Uses what is already running; otherwise starts the web
// servers (from the builds) and a seeded API on a throwaway PGlite directory, so the assignments
// section shows real cards instead of an error alert. Prints the figures and writes
// .bench/lighthouse.json. Options: --url <url>, --runs <n> (median of n runs, default 1),
// --block <url pattern> (repeatable; e.g. leave one remote out to see what it costs).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apiContract } from '../lib/api-contract.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { run, startProcess, stopAll, waitForHttp } from '../lib/processes.mjs';
import { readWebConfig } from '../lib/web-config.mjs';
import { startWebServers } from '../lib/web-servers.mjs';

const METRICS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
  si: 'speed-index',
};

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

/** Web servers and API, started only when nothing answers already; returns how to stop them. */
async function ensureApp(config) {
  const stops = [];
  const shellUrl = `http://${config.WEB_HOST}:${config.SHELL_PORT}/`;
  if (!(await answers(shellUrl))) {
    const web = await startWebServers(config);
    stops.push(() => web.close());
    console.log('Started the web servers from the existing builds.');
  }
  const apiUrl = `http://${config.WEB_HOST}:${config.API_PORT}`;
  const { API_PATHS } = await apiContract();
  if (!(await answers(`${apiUrl}${API_PATHS.health}`))) {
    if (!existsSync('api/dist/main.js')) await run('npm', ['run', 'build', '-w', '@studyhub/api'], { label: 'API build' });
    const pgliteDir = await mkdtemp(join(tmpdir(), 'studyhub-bench-'));
    const env = { PGLITE_DIR: pgliteDir, API_PORT: String(config.API_PORT), LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000' };
    await run('node', ['api/dist/seed.js'], { label: 'Seed', env });
    const api = startProcess('api', 'node', ['api/dist/main.js'], { env });
    await waitForHttp(`${apiUrl}${API_PATHS.health}`, { child: api, label: 'API' });
    stops.push(async () => {
      await stopAll();
      await rm(pgliteDir, { recursive: true, force: true });
    });
    console.log('Started a seeded API on a temporary database.');
  }
  return { shellUrl, stop: () => Promise.all(stops.map((stop) => stop())) };
}

async function audit(url, blockedUrlPatterns, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      blockedUrlPatterns,
    });
    const { lhr } = result;
    // The whole report too, to see which element or file an audit is about.
    await mkdir('.bench', { recursive: true });
    await writeFile('.bench/lighthouse-report.json', JSON.stringify(lhr));
    const failing = Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative')
      .map((entry) => `${entry.id} (${entry.score})`);
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      ...Object.fromEntries(
        Object.entries(METRICS).map(([key, id]) => [key, { value: lhr.audits[id].numericValue, display: lhr.audits[id].displayValue }]),
      ),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      failingAudits: failing,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '1' }, block: { type: 'string', multiple: true, default: [] } } });
  const chromePath = ensureChromium();
  const app = await ensureApp(readWebConfig());
  try {
    const url = values.url ?? app.shellUrl;
    const runs = [];
    for (let index = 0; index < Number(values.runs); index += 1) runs.push(await audit(url, values.block, chromePath));
    // The run with the median performance score stands for the set; every run is kept.
    const chosen = runs.find((entry) => entry.performance === median(runs.map((r) => r.performance)));
    const report = { url, blocked: values.block, date: new Date().toISOString(), formFactor: 'mobile', ...chosen, runs };
    await mkdir('.bench', { recursive: true });
    await writeFile('.bench/lighthouse.json', JSON.stringify(report, null, 2) + '\n');
    console.log(`Lighthouse (mobile) ${url}
  performance    ${chosen.performance}
  accessibility  ${chosen.accessibility}
  LCP ${chosen.lcp.display}  FCP ${chosen.fcp.display}  CLS ${chosen.cls.display}  TBT ${chosen.tbt.display}  SI ${chosen.si.display}
  LCP element    ${chosen.lcpElement ?? 'n/a'}
  below 0.9      ${chosen.failingAudits.join(', ') || 'none'}
Written to .bench/lighthouse.json`);
  } finally {
    await app.stop();
  }
}

main().catch(async (error) => {
  console.error(`Lighthouse benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
