// `npm run bench:lighthouse`: Lighthouse 12 (mobile, default config) on the public routes of the
// built app (/, /assignments, an assignment's page, /auth/login, /auth/pending-assignments),
// performance + accessibility, the median of --runs runs per route (default 5), against the
// budgets: performance >= 95, accessibility 100, CLS <= 0.05. Uses what is already running;
// otherwise starts the web servers (from the builds) and a seeded API on a throwaway PGlite
// directory, so the pages show real cards. Prints the figures, writes .bench/lighthouse.json and
// exits 1 when a budget is missed. Options: --url <url> (one page instead of the routes),
// --runs <n>, --block <url pattern> (repeatable; e.g. leave one remote out to see what it costs).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { apiContract } from '../lib/api-contract.js';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.js';
import { run, startProcess, stopAll, waitForHttp } from '../lib/processes.js';
import { readWebConfig, type WebConfig } from '@studyhub/mf-config/web-config';
import { startWebServers } from '@studyhub/web-server/web-servers';

const METRICS = {
  lcp: 'largest-contentful-paint',
  fcp: 'first-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
  si: 'speed-index',
};

/** One metric of a run: its value (ms, or unitless for CLS) and how Lighthouse displays it. */
interface Metric {
  value: number;
  display: string | undefined;
}

/** One Lighthouse run of a page: category scores (0-100), the metrics, and what to look at. */
interface PageAudit extends Record<keyof typeof METRICS, Metric> {
  performance: number;
  accessibility: number;
  lcpElement: string | null;
  failingAudits: string[];
}

/** A page's figures: the median run's, and every run. */
interface PageReport extends PageAudit {
  url: string;
  runs: PageAudit[];
}

/** The details of largest-contentful-paint-element: a list whose first table names the element. */
interface LcpElementDetails {
  items?: { items?: { node?: { snippet?: string } }[] }[];
}

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );

/** Web servers and API, started only when nothing answers already; returns how to stop them. */
async function ensureApp(config: WebConfig): Promise<{ shellUrl: string; apiUrl: string; stop: () => Promise<unknown> }> {
  const stops: (() => Promise<unknown>)[] = [];
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
  return { shellUrl, apiUrl, stop: () => Promise.all(stops.map((stop) => stop())) };
}

async function audit(url: string, blockedUrlPatterns: string[], chromePath: string): Promise<PageAudit> {
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
    // Undefined only without a URL.
    const { lhr } = result as RunnerResult;
    // The whole report too, to see which element or file an audit is about.
    await mkdir('.bench', { recursive: true });
    await writeFile('.bench/lighthouse-report.json', JSON.stringify(lhr));
    const failing = Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative')
      .map((entry) => `${entry.id} (${entry.score})`);
    // A score is null only when its category could not be measured: counted as 0 (null * 100).
    const metrics = Object.fromEntries(
      // The metric audits always have a numeric value.
      Object.entries(METRICS).map(([key, id]) => [
        key,
        { value: lhr.audits[id].numericValue as number, display: lhr.audits[id].displayValue },
      ]),
    ) as Record<keyof typeof METRICS, Metric>;
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as LcpElementDetails | undefined;
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      ...metrics,
      lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      failingAudits: failing,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const BUDGETS = { performance: 95, accessibility: 100, cls: 0.05 };

/** The public routes of the budget, an assignment's page with a real id. */
async function publicRoutes(shellUrl: string, apiUrl: string): Promise<string[]> {
  const { API_PATHS, ROUTES } = await apiContract();
  const [first] = (await (await fetch(`${apiUrl}${API_PATHS.assignments}?limit=1`)).json()) as { _id: string }[];
  const paths = [ROUTES.home, ROUTES.assignments, ROUTES.assignmentDetails(first._id), ROUTES.login, ROUTES.pendingAssignments];
  return paths.map((path) => new URL(path, shellUrl).toString());
}

/** Median of `runs` audits of one page: the run with the median performance stands for the set. */
async function auditPage(url: string, runs: number, block: string[], chromePath: string): Promise<PageReport> {
  const all: PageAudit[] = [];
  for (let index = 0; index < runs; index += 1) all.push(await audit(url, block, chromePath));
  // The median is one of the runs' own figures.
  const chosen = all.find((entry) => entry.performance === median(all.map((r) => r.performance))) as PageAudit;
  console.log(`Lighthouse (mobile) ${url}: performance ${chosen.performance} (runs ${all.map((r) => r.performance).join(', ')}), accessibility ${chosen.accessibility}
  LCP ${chosen.lcp.display}  FCP ${chosen.fcp.display}  CLS ${chosen.cls.display}  TBT ${chosen.tbt.display}  SI ${chosen.si.display}
  LCP element    ${chosen.lcpElement ?? 'n/a'}
  below 0.9      ${chosen.failingAudits.join(', ') || 'none'}`);
  return { url, ...chosen, runs: all };
}

function verdicts(pages: PageReport[]): { figure: string; value: number; budget: string; pass: boolean }[] {
  return pages.flatMap((page) => {
    // An assignment's page under its route's name, so runs on different data compare.
    const path = new URL(page.url).pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}$/, ':id');
    return [
      {
        figure: `Lighthouse performance ${path}`,
        value: page.performance,
        budget: `>= ${BUDGETS.performance}`,
        pass: page.performance >= BUDGETS.performance,
      },
      {
        figure: `Lighthouse accessibility ${path}`,
        value: page.accessibility,
        budget: `= ${BUDGETS.accessibility}`,
        pass: page.accessibility >= BUDGETS.accessibility,
      },
      {
        figure: `CLS ${path}`,
        value: Math.round(page.cls.value * 1000) / 1000,
        budget: `<= ${BUDGETS.cls}`,
        pass: page.cls.value <= BUDGETS.cls,
      },
    ];
  });
}

async function main(): Promise<boolean> {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, runs: { type: 'string', default: '5' }, block: { type: 'string', multiple: true, default: [] } },
  });
  const chromePath = ensureChromium();
  const config = readWebConfig();
  const app = await ensureApp(config);
  try {
    const urls = values.url ? [values.url] : await publicRoutes(app.shellUrl, app.apiUrl);
    const pages: PageReport[] = [];
    for (const url of urls) pages.push(await auditPage(url, Number(values.runs), values.block, chromePath));
    const report = {
      date: new Date().toISOString(),
      formFactor: 'mobile',
      runs: Number(values.runs),
      blocked: values.block,
      budgets: BUDGETS,
      pages,
      verdicts: verdicts(pages),
    };
    await mkdir('.bench', { recursive: true });
    await writeFile('.bench/lighthouse.json', JSON.stringify(report, null, 2) + '\n');
    for (const v of report.verdicts) console.log(`${v.pass ? 'pass' : 'FAIL'}  ${v.figure}: ${v.value} (budget ${v.budget})`);
    console.log('Written to .bench/lighthouse.json');
    return report.verdicts.every((v) => v.pass);
  } finally {
    await app.stop();
  }
}

main().then(
  (passed) => process.exit(passed ? 0 : 1),
  async (error) => {
    console.error(`Lighthouse benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll();
    process.exit(1);
  },
);
