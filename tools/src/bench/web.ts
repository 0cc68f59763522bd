// `npm run bench:web`: the JavaScript each public route downloads on a cold load, in headless
// Chromium (playwright-core, the system Chromium, a fresh context per route, so nothing is cached).
// Per route, until the network is idle: gzip bytes of every JavaScript response, how many files,
// and the part that blocks first render. Bytes are deterministic, so this is no timing test.
//
// How bytes are counted: each JS response body is gzipped here with zlib at level 6, whatever the
// server sent, so figures compare across servers. The web server (web-server/src/static-server.ts,
// @fastify/compress) sends Chromium brotli, a little smaller; the wire size is kept beside it in the JSON.
// "Before first render": scripts whose download finished before the first contentful paint (resource
// timing `responseEnd` <= FCP), i.e. what the browser had to fetch before it drew anything.
//
// The app: lib/bench-app.ts. Prints a table, writes .bench/web.json, exits 1 when a route misses
// its budget. Options: --budget <KiB> (default 200).
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.js';
import { stopAll } from '../lib/processes.js';
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { ensureBenchApp, publicRoutes } from './lib/bench-app.js';

const KIB = 1024;

/** One JavaScript response: gzip level 6 of its body, and its size on the wire (when known). */
interface ScriptFile {
  url: string;
  gzip: number;
  wire: number | null;
}

/** One cold load of a route. */
interface RouteFigures {
  finalUrl: string;
  fcpMs: number | null;
  gzipBytes: number;
  files: number;
  blockingGzipBytes: number;
  blockingFiles: number;
  scripts: ScriptFile[];
}

interface RouteResult extends RouteFigures {
  route: string;
  budgetBytes: number;
  pass: boolean;
}

const isJs = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/** One cold load: every JS response until network idle, and which of them ended before FCP. */
async function measure(browser: Browser, url: string): Promise<RouteFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<ScriptFile>[] = [];
  page.on('response', (response) => {
    if (!isJs(response)) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        const sizes = await response
          .request()
          .sizes()
          .catch(() => null);
        return { url: response.url(), gzip: body ? gzipSync(body, { level: 6 }).length : 0, wire: sizes?.responseBodySize ?? null };
      })(),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const { fcp, early } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const at = paint ? paint.startTime : Infinity;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        fcp: paint ? paint.startTime : null,
        early: resources.filter((entry) => entry.responseEnd <= at).map((entry) => entry.name),
      };
    });
    const files = await Promise.all(pending);
    const blocking = files.filter((file) => early.includes(file.url));
    const sum = (list: ScriptFile[]) => list.reduce((total, file) => total + file.gzip, 0);
    return {
      finalUrl: page.url(),
      fcpMs: fcp === null ? null : Math.round(fcp),
      gzipBytes: sum(files),
      files: files.length,
      blockingGzipBytes: sum(blocking),
      blockingFiles: blocking.length,
      scripts: files,
    };
  } finally {
    await context.close();
  }
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

function printTable(results: RouteResult[], budgetKib: number): void {
  const rows = [['route', 'KiB gzip', 'files', 'before FCP KiB', 'budget KiB', 'result']];
  for (const r of results)
    rows.push([
      r.route,
      kib(r.gzipBytes),
      String(r.files),
      `${kib(r.blockingGzipBytes)} (${r.blockingFiles})`,
      String(budgetKib),
      r.pass ? 'pass' : 'FAIL',
    ]);
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  '));
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { budget: { type: 'string', default: '200' } } });
  const budgetKib = Number(values.budget);
  const config = readWebConfig();
  const executablePath = ensureChromium();
  const app = await ensureBenchApp(config);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const results: RouteResult[] = [];
    for (const url of await publicRoutes(app)) {
      const route = new URL(url).pathname;
      const figures = await measure(browser, url);
      results.push({ route, budgetBytes: budgetKib * KIB, pass: figures.gzipBytes <= budgetKib * KIB, ...figures });
    }
    printTable(results, budgetKib);
    await mkdir('.bench', { recursive: true });
    const verdicts = results.map((r) => ({
      figure: `JS on ${r.route.replace(/^\/assignments\/[^/]+$/, '/assignments/:id')}`,
      value: `${kib(r.gzipBytes)} KiB gzip in ${r.files} files`,
      budget: `<= ${budgetKib} KiB`,
      pass: r.pass,
    }));
    const report = {
      date: new Date().toISOString(),
      method: 'cold load, gzip level 6 of each JS response until network idle',
      budgetKib,
      verdicts,
      results,
    };
    await writeFile('.bench/web.json', JSON.stringify(report, null, 2) + '\n');
    console.log('Written to .bench/web.json');
    const missed = results.filter((result) => !result.pass);
    if (missed.length > 0) {
      console.error(`Over budget: ${missed.map((r) => `${r.route} ${kib(r.gzipBytes)} KiB`).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch(async (error) => {
  console.error(`Web benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
