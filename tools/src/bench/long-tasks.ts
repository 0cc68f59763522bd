// `npm run bench:tasks`: what keeps a phone's main thread busy after the first paint, the part of
// Lighthouse's score that is Total Blocking Time, with the names Lighthouse leaves out. Each public
// route (or --url) is loaded --runs times (default 7) in headless Chromium (playwright-core, the
// system Chromium, a new context per load) at a phone's viewport with the CPU slowed --cpu times
// (default 4, as Lighthouse's mobile preset), traced until --settle ms (default 5000) after the
// load event. Per route: the median Total Blocking Time and every run's, the long tasks of the
// median run with what each ran (a script's evaluation, a layout...), and the median JavaScript
// time of each script. Script names are without their content hash, so two builds compare.
// A throttled CPU on a shared machine is noisy: compare two builds in one session, over many runs.
// The app: lib/bench-app.ts. Writes .bench/long-tasks.json; reported, no budget (Lighthouse has it).
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.js';
import { stopAll } from '../lib/processes.js';
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { ensureBenchApp, publicRoutes } from './lib/bench-app.js';
import { mainThreadFigures, type MainThreadFigures, type TraceEvent } from './lib/main-thread-tasks.js';

/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = ['devtools.timeline', 'loading', 'blink.user_timing', 'toplevel'].join(',');

interface Options {
  cpu: number;
  settleMs: number;
}

async function traceLoad(browser: Browser, url: string, options: Options): Promise<MainThreadFigures> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(options.settleMs);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadFigures(events);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface RouteReport {
  url: string;
  medianBlockingMs: number;
  runsBlockingMs: number[];
  medianRun: MainThreadFigures;
  javascriptMedianMs: Record<string, number>;
}

function summarize(url: string, runs: MainThreadFigures[]): RouteReport {
  const blocking = runs.map((run) => run.totalBlockingMs);
  const medianRun = runs.find((run) => run.totalBlockingMs === median(blocking)) as MainThreadFigures;
  const scripts = new Set(runs.flatMap((run) => Object.keys(run.javascriptMs)));
  const javascriptMedianMs = Object.fromEntries(
    [...scripts]
      .map((script) => [script, Math.round(median(runs.map((run) => run.javascriptMs[script] ?? 0)))] as const)
      .sort((a, b) => b[1] - a[1]),
  );
  return { url, medianBlockingMs: median(blocking), runsBlockingMs: blocking, medianRun, javascriptMedianMs };
}

function print(report: RouteReport, cpu: number): void {
  console.log(
    `\n${report.url}: Total Blocking Time ${report.medianBlockingMs} ms at ${cpu}x CPU (runs ${report.runsBlockingMs.join(', ')})`,
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
    },
  });
  const options: Options = { cpu: Number(values.cpu), settleMs: Number(values.settle) };
  const runs = Number(values.runs);
  const app = await ensureBenchApp(readWebConfig());
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const urls = values.url ? [values.url] : await publicRoutes(app);
    const routes: RouteReport[] = [];
    for (const url of urls) {
      const figures: MainThreadFigures[] = [];
      for (let index = 0; index < runs; index += 1) figures.push(await traceLoad(browser, url, options));
      routes.push(summarize(url, figures));
      print(routes[routes.length - 1], options.cpu);
    }
    await mkdir('.bench', { recursive: true });
    const report = { date: new Date().toISOString(), runs, cpuSlowdown: options.cpu, settleMs: options.settleMs, routes };
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
