// `npm run bench:lighthouse`: Lighthouse 12 (mobile, default config) on the public routes of the
// built app (/, /assignments, an assignment's page, /auth/login, /auth/pending-assignments),
// performance + accessibility, --runs runs per route (default 5), each figure's median against
// the budgets: performance >= 95, accessibility 100, LCP <= 2.0 s, TBT <= 200 ms, CLS <= 0.05.
// Each run also records Lighthouse's benchmark index of the machine (higher is faster): its
// 4x CPU slowdown is applied to whatever machine it runs on, so TBT on a slower machine is
// higher for the same code. The app: lib/bench-app.ts. Prints
// the figures, writes .bench/lighthouse.json and exits 1 when a budget is missed. Options: --url
// <url> (one page instead of the routes), --runs <n>, --block <url pattern> (repeatable; e.g. leave
// one remote out to see what it costs).
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.js';
import { stopAll } from '../lib/processes.js';
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { ensureBenchApp, publicRoutes } from './lib/bench-app.js';

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
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
  lcpElement: string | null;
  failingAudits: string[];
}

/** The figures the budgets are on: each one's median over the runs of a page. */
interface Medians {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

/** A page's figures: the run with the median performance (what to look at), each budgeted figure's median, and every run. */
interface PageReport extends PageAudit {
  url: string;
  medians: Medians;
  runs: PageAudit[];
}

/** The details of largest-contentful-paint-element: a list whose first table names the element. */
interface LcpElementDetails {
  items?: { items?: { node?: { snippet?: string } }[] }[];
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
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      ...metrics,
      lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      failingAudits: failing,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const BUDGETS = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 200, cls: 0.05 };

function mediansOf(runs: PageAudit[]): Medians {
  const of = (figure: (run: PageAudit) => number) => median(runs.map(figure));
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    lcpMs: Math.round(of((run) => run.lcp.value)),
    tbtMs: Math.round(of((run) => run.tbt.value)),
    cls: Math.round(of((run) => run.cls.value) * 1000) / 1000,
    benchmarkIndex: of((run) => run.benchmarkIndex),
  };
}

/** `runs` audits of one page. */
async function auditPage(url: string, runs: number, block: string[], chromePath: string): Promise<PageReport> {
  const all: PageAudit[] = [];
  for (let index = 0; index < runs; index += 1) all.push(await audit(url, block, chromePath));
  const medians = mediansOf(all);
  // The run shown in detail is one of the runs, the one with the median performance.
  const chosen = all.find((entry) => entry.performance === medians.performance) as PageAudit;
  const each = (figure: (run: PageAudit) => number) => all.map((run) => Math.round(figure(run))).join(', ');
  console.log(`Lighthouse (mobile) ${url}: performance ${medians.performance} (runs ${each((r) => r.performance)}), accessibility ${medians.accessibility}
  medians        LCP ${medians.lcpMs} ms (runs ${each((r) => r.lcp.value)})  TBT ${medians.tbtMs} ms (runs ${each((r) => r.tbt.value)})  CLS ${medians.cls}
  machine        benchmark index ${medians.benchmarkIndex} (runs ${each((r) => r.benchmarkIndex)}; higher is faster)
  median run     LCP ${chosen.lcp.display}  FCP ${chosen.fcp.display}  CLS ${chosen.cls.display}  TBT ${chosen.tbt.display}  SI ${chosen.si.display}
  LCP element    ${chosen.lcpElement ?? 'n/a'}
  below 0.9      ${chosen.failingAudits.join(', ') || 'none'}`);
  return { url, ...chosen, medians, runs: all };
}

function verdicts(pages: PageReport[]): { figure: string; value: number; budget: string; pass: boolean }[] {
  return pages.flatMap(({ url, medians }) => {
    // An assignment's page under its route's name, so runs on different data compare.
    const path = new URL(url).pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}$/, ':id');
    const atLeast = (figure: string, value: number, budget: number) => ({
      figure: `${figure} ${path}`,
      value,
      budget: `>= ${budget}`,
      pass: value >= budget,
    });
    const atMost = (figure: string, value: number, budget: number) => ({
      figure: `${figure} ${path}`,
      value,
      budget: `<= ${budget}`,
      pass: value <= budget,
    });
    return [
      atLeast('Lighthouse performance', medians.performance, BUDGETS.performance),
      atLeast('Lighthouse accessibility', medians.accessibility, BUDGETS.accessibility),
      atMost('LCP (ms)', medians.lcpMs, BUDGETS.lcpMs),
      atMost('TBT (ms)', medians.tbtMs, BUDGETS.tbtMs),
      atMost('CLS', medians.cls, BUDGETS.cls),
    ];
  });
}

async function main(): Promise<boolean> {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, runs: { type: 'string', default: '5' }, block: { type: 'string', multiple: true, default: [] } },
  });
  const chromePath = ensureChromium();
  const config = readWebConfig();
  const app = await ensureBenchApp(config);
  try {
    const urls = values.url ? [values.url] : await publicRoutes(app);
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
