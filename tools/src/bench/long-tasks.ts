// `npm run bench:tasks`: what keeps a phone's main thread busy after the first paint, the part of
// Lighthouse's score that is Total Blocking Time, with the names Lighthouse leaves out. Each public
// route (or --url) is loaded --runs times (default 7) in headless Chromium (playwright-core, the
// system Chromium, a new context per load) at a phone's viewport with the CPU slowed --cpu times
// (default 4, as Lighthouse's mobile preset), on the machine's own network or, with --network
// mobile, on Lighthouse's slow 4G (150 ms round trips, 1.6 Mbit/s), traced until --settle ms
// (default 5000) after the load event. Per route: the median Total Blocking Time and every run's,
// the long tasks of the median run with what each ran (a script's evaluation, a layout...), the
// median JavaScript time of each script, and each run's largest contentful paint, the JavaScript
// run before it, and when the page was hydrated (shell/src/hydration/hydration-gate.tsx opens it).
// Script names are without their content hash, so two builds compare.
// A throttled CPU on a shared machine is noisy: compare two builds in one session, over many runs.
// The app: lib/bench-app.ts. Writes .bench/long-tasks.json; reported, no budget (Lighthouse has it).
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.js';
import { stopAll } from '../lib/processes.js';
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { ensureBenchApp, publicRoutes } from './lib/bench-app.js';
import { mainThreadFigures, type MainThreadFigures, type TraceEvent } from './lib/main-thread-tasks.js';

/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = ['devtools.timeline', 'loading', 'blink.user_timing', 'toplevel'].join(',');

/** Lighthouse's mobile network (slow 4G) as its DevTools throttling applies it (its `emulation.js`). */
const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps } = defaultSettings.throttling;
const NETWORKS = {
  none: null,
  mobile: {
    offline: false,
    latency: requestLatencyMs,
    downloadThroughput: (downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (uploadThroughputKbps * 1024) / 8,
  },
} as const;
type Network = keyof typeof NETWORKS;

/**
 * Notes when the page stops hydrating: the server-drawn page carries `data-hydrating` on <html>
 * until the shell has hydrated it (web-server/src/ssr/compose-page.ts). Null for a page that never
 * had it (drawn by the browser).
 */
const WATCH_HYDRATION = `(() => {
  window.__hydratedAt = null;
  new MutationObserver((changes, observer) => {
    if (changes.some((change) => change.oldValue !== null) && !document.documentElement.hasAttribute('data-hydrating')) {
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrating'], attributeOldValue: true, subtree: true });
})()`;

interface Options {
  cpu: number;
  settleMs: number;
  network: Network;
}

/** One load: its main thread's figures and when it was hydrated (ms from the navigation). */
interface LoadFigures extends MainThreadFigures {
  hydratedMs: number | null;
}

async function traceLoad(browser: Browser, url: string, options: Options): Promise<LoadFigures> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_HYDRATION);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
    const network = NETWORKS[options.network];
    if (network) await cdp.send('Network.emulateNetworkConditions', network);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(options.settleMs);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    const hydratedAt = await page.evaluate(() => (window as { __hydratedAt?: number | null }).__hydratedAt ?? null);
    return { ...mainThreadFigures(events), hydratedMs: hydratedAt === null ? null : Math.round(hydratedAt) };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface RouteReport {
  url: string;
  medianBlockingMs: number;
  runsBlockingMs: number[];
  medianLcpMs: number;
  /** Each run's LCP, what it was, the JavaScript before it and when the page was hydrated. */
  runs: { lcpMs: number; lcpKind: string; javascriptBeforeLcpMs: number; hydratedMs: number | null }[];
  medianRun: MainThreadFigures;
  javascriptMedianMs: Record<string, number>;
}

function summarize(url: string, runs: LoadFigures[]): RouteReport {
  const blocking = runs.map((run) => run.totalBlockingMs);
  const medianRun = runs.find((run) => run.totalBlockingMs === median(blocking)) as LoadFigures;
  const scripts = new Set(runs.flatMap((run) => Object.keys(run.javascriptMs)));
  const javascriptMedianMs = Object.fromEntries(
    [...scripts]
      .map((script) => [script, Math.round(median(runs.map((run) => run.javascriptMs[script] ?? 0)))] as const)
      .sort((a, b) => b[1] - a[1]),
  );
  return {
    url,
    medianBlockingMs: median(blocking),
    runsBlockingMs: blocking,
    medianLcpMs: median(runs.map((run) => run.lcp.ms)),
    runs: runs.map((run) => ({
      lcpMs: run.lcp.ms,
      lcpKind: run.lcp.kind,
      javascriptBeforeLcpMs: run.javascriptBeforeLcpMs,
      hydratedMs: run.hydratedMs,
    })),
    medianRun,
    javascriptMedianMs,
  };
}

function print(report: RouteReport, cpu: number): void {
  console.log(
    `\n${report.url}: Total Blocking Time ${report.medianBlockingMs} ms at ${cpu}x CPU (runs ${report.runsBlockingMs.join(', ')})`,
  );
  console.log(
    `  LCP ${report.medianLcpMs} ms (runs: ${report.runs
      .map((run) => `${run.lcpMs} ${run.lcpKind} after ${run.javascriptBeforeLcpMs} ms of JS, hydrated ${run.hydratedMs ?? '-'}`)
      .join('; ')})`,
  );
  console.log(`  long tasks of the median run (first paint at ${report.medianRun.fcpMs} ms):`);
  for (const task of report.medianRun.longTasks) {
    console.log(`    at ${String(task.startMs).padStart(5)} ms  ${String(task.durationMs).padStart(4)} ms  ${task.activity}`);
  }
  const scripts = Object.entries(report.javascriptMedianMs).filter(([, ms]) => ms >= 10);
  console.log(`  JavaScript by script, median ms: ${scripts.map(([script, ms]) => `${script} ${ms}`).join(', ')}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '7' },
      cpu: { type: 'string', default: '4' },
      settle: { type: 'string', default: '5000' },
      network: { type: 'string', default: 'none' },
    },
  });
  if (!(values.network in NETWORKS)) throw new Error(`--network is one of ${Object.keys(NETWORKS).join(', ')}, not "${values.network}".`);
  const options: Options = { cpu: Number(values.cpu), settleMs: Number(values.settle), network: values.network as Network };
  const runs = Number(values.runs);
  const app = await ensureBenchApp(readWebConfig());
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const urls = values.url ? [values.url] : await publicRoutes(app);
    const routes: RouteReport[] = [];
    for (const url of urls) {
      const figures: LoadFigures[] = [];
      for (let index = 0; index < runs; index += 1) figures.push(await traceLoad(browser, url, options));
      routes.push(summarize(url, figures));
      print(routes[routes.length - 1], options.cpu);
    }
    await mkdir('.bench', { recursive: true });
    const report = {
      date: new Date().toISOString(),
      runs,
      cpuSlowdown: options.cpu,
      network: options.network,
      settleMs: options.settleMs,
      routes,
    };
    await writeFile('.bench/long-tasks.json', JSON.stringify(report, null, 2) + '\n');
    console.log('\nWritten to .bench/long-tasks.json');
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch(async (error) => {
  console.error(`Long-task benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
