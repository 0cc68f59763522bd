// `npm run bench:lighthouse`: Lighthouse 12 (mobile, default config) on the public routes of the
// built app (/, /assignments, an assignment's page, /auth/login, /auth/pending-assignments),
// performance + accessibility, the median of --runs runs per route (default 5), against the
// budgets: performance >= 95, accessibility 100, CLS <= 0.05. The app: lib/bench-app.ts. Prints
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
