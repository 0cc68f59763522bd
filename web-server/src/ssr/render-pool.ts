// The shell's server render, one worker thread per registry revision (docs/architecture.md, Server
// rendering). Module Federation's node runtime can swap a remote in a running process, but the
// reports of doing so (stale remotes after a release, the require cache cleared by hand, memory
// growing per reload; see docs/operations.md) led us to never swap anything: a release or rollback
// rewrites the registry, the next request starts a worker for the new revision, and the old one is
// terminated once it has answered its last page, taking everything it loaded with it.
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { followPublishedRegistry, type PublishedRegistry } from '../published-registry.js';
import type { RenderAnswer, RenderJob, RenderWorkerData } from './render-worker.js';
import type { RenderOutcome } from './shell-renderer.js';

export interface PageRendererOptions {
  /** The shell's server build (libs/mf-config/src/server-build.ts SHELL_SERVER_FILE). */
  shellServerFile: string;
  /** The registry the shell's server publishes; each revision of it gets its own worker. */
  registryFile: string;
  /**
   * The index of checked releases published beside it, which a page's `?preview=` may be drawn
   * with: a release that is not (yet) live changes it alone, and is a revision too.
   */
  releasesFile: string;
  trustedOrigins: string[];
  /** Past this the page is sent as the browser-drawn page (the render may finish; its answer is dropped). */
  renderBudgetMs: number;
  /**
   * The budget of a new revision's first pages, while its worker loads the shell's and the remotes'
   * server builds: the first reader after a release waits for the released version rather than
   * getting the browser-drawn page.
   */
  coldBudgetMs: number;
  /** How long a page's API calls may take before it is drawn without them (shell/src/server/render.tsx). */
  dataBudgetMs: number;
  /** A remote's server build that could not be fetched is fetched again after this long. */
  retryAfterMs?: number;
  /** Told once per distinct problem (an area drawn by the browser, a render that failed). */
  warn?: (message: string) => void;
}

/**
 * A page's budgets: its API calls get 400 ms, the whole render 1 s; past either the reader still
 * gets a page at once (without that data, or drawn by the browser).
 */
export const SERVER_RENDER_BUDGETS = { dataBudgetMs: 400, renderBudgetMs: 1_000, coldBudgetMs: 8_000 } as const;

/** Sets the API calls' budget in ms (docs/operations.md, "Server rendering"). */
export const DATA_BUDGET_VARIABLE = 'STUDYHUB_SSR_DATA_BUDGET_MS';

/**
 * SERVER_RENDER_BUDGETS, with the API calls' budget from DATA_BUDGET_VARIABLE when it is set; the
 * render keeps its 600 ms beyond that budget. The browser tests set it higher (tools/src/e2e.ts): on
 * a loaded test machine the API can answer after 400 ms, the page is then drawn without its data
 * (by design), and a test of hydration cannot tell that from a hydration that fetches again.
 */
export function serverRenderBudgets(env: NodeJS.ProcessEnv = process.env) {
  const set = env[DATA_BUDGET_VARIABLE];
  if (set === undefined || set === '') return SERVER_RENDER_BUDGETS;
  const dataBudgetMs = Number(set);
  if (!Number.isInteger(dataBudgetMs) || dataBudgetMs <= 0) {
    throw new Error(`${DATA_BUDGET_VARIABLE} must be a whole number of milliseconds above 0, not "${set}".`);
  }
  const renderAfterData = SERVER_RENDER_BUDGETS.renderBudgetMs - SERVER_RENDER_BUDGETS.dataBudgetMs;
  return { ...SERVER_RENDER_BUDGETS, dataBudgetMs, renderBudgetMs: dataBudgetMs + renderAfterData };
}

export interface PageRenderer {
  /** The registry and releases index as published now: what the next page is drawn with. */
  published(): Promise<PublishedRegistry | null>;
  /** Draws the page with `published` when given (the one the rest of the page was made from), else with the files as they are now. */
  render(job: PageJob, published?: PublishedRegistry | null): Promise<RenderOutcome>;
  /** Registry revisions with a live worker (1 in steady state; 2 while an old one finishes). */
  workers(): number;
  close(): Promise<void>;
}

/** A worker and the pages it still owes. */
interface Revision {
  key: string;
  seq: number;
  worker: Worker;
  pending: Map<number, (answer: RenderAnswer) => void>;
  retiring: boolean;
  /** Pages it has answered; one or more means its builds are loaded (warm). */
  answered: number;
}

/** A page to draw: its address and the request's cookie (the page is a function of these and the revision). */
export type PageJob = Omit<RenderJob, 'id' | 'deadline'>;

/**
 * Pages a worker may owe (drawing, or queued behind the one it draws, answered in time or not) before
 * the next ones are left to the browser at once. A warm worker draws a page in 20-30 ms
 * (docs/benchmarks.md, bench:ssr), so this many owed means it is seconds behind, and more queued
 * would only be drawn later still.
 */
export const MAX_OWED_PAGES = 32;

/** Distinct warnings remembered (each told once) before the list starts again. */
const MAX_REMEMBERED_WARNINGS = 1_000;

/** The render worker's old-generation heap, MB: the shell's and five remotes' builds and the pages in flight. */
const WORKER_HEAP_MB = 192;

/**
 * The worker's entry and flags. Compiled (production), the worker is plain JavaScript. Run from
 * TypeScript (tsx: npm start, the tests), it registers tsx's import hooks itself, and does not take
 * the process's `--import tsx`: that one also hooks `require`, and so ran the shell's 3.5 MB
 * server build through esbuild with an inline source map, in every worker, kept for its life: the
 * browser tests' worker held 64-78 MB over 192 pages with it, 27-37 MB without, and drew its first
 * page 2 s after starting instead of 0.25 s.
 */
function workerEntry(): { url: URL; execArgv?: string[] } {
  if (!import.meta.url.endsWith('.ts')) return { url: new URL('./render-worker.js', import.meta.url) };
  const worker = new URL('./render-worker.ts', import.meta.url).href;
  const boot = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(worker)});`;
  return { url: new URL(`data:text/javascript,${encodeURIComponent(boot)}`), execArgv: [] };
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const revisions = new Set<Revision>();
  let current: Revision | null = null;
  let nextId = 0;
  const warned = new Set<string>();
  const retryAfterMs = options.retryAfterMs ?? 10_000;
  let brokenUntil = 0;
  let lastDeathAt = -Infinity;
  const warn = (message: string) => {
    if (warned.has(message)) return;
    // Messages name the address, which readers choose: the set is forgotten rather than grown forever.
    if (warned.size >= MAX_REMEMBERED_WARNINGS) warned.clear();
    warned.add(message);
    (options.warn ?? console.warn)(message);
  };

  const retire = (revision: Revision) => {
    revision.retiring = true;
    if (revision.pending.size === 0) {
      revisions.delete(revision);
      void revision.worker.terminate();
    }
  };

  const start = ({ key, seq, registry, releases }: PublishedRegistry): Revision => {
    const workerData: RenderWorkerData = {
      shellServerFile: options.shellServerFile,
      registry,
      releases,
      trustedOrigins: options.trustedOrigins,
      dataBudgetMs: options.dataBudgetMs,
      loadTimeoutMs: options.coldBudgetMs,
      retryAfterMs,
    };
    // A bounded heap: V8 otherwise lets an idle-looking worker grow towards the machine's memory
    // before collecting (542 MB RSS after 1,000 renders without it, bench:ssr).
    const { url, execArgv } = workerEntry();
    const worker = new Worker(url, { workerData, execArgv, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const revision: Revision = { key, seq, worker, pending: new Map(), retiring: false, answered: 0 };
    worker.on('message', (answer: RenderAnswer) => {
      revision.answered += 1;
      revision.pending.get(answer.id)?.(answer);
      revision.pending.delete(answer.id);
      if (revision.retiring) retire(revision);
    });
    // A worker that dies (an error thrown at load, its heap limit, an exit) fails what it owed. One
    // that had been drawing pages is replaced by the next request; one that died loading, or within
    // `retryAfterMs` of the last death, is not started again for that long: each request would load
    // and lose it again. An exit counts too: a worker that is gone must not stay current.
    const died = (reason: string) => {
      if (!revisions.has(revision)) return; // retired or closed: terminated on purpose
      warn(`Server render worker failed after ${revision.answered} pages: ${reason}`);
      for (const [id, answer] of revision.pending) answer({ id, outcome: { failed: reason }, unavailable: {} });
      revision.pending.clear();
      revisions.delete(revision);
      if (current === revision) {
        current = null;
        const crashLooping = revision.answered === 0 || Date.now() - lastDeathAt < retryAfterMs;
        brokenUntil = crashLooping ? Date.now() + retryAfterMs : 0;
        lastDeathAt = Date.now();
      }
    };
    worker.on('error', (error) => died(error.message));
    worker.on('exit', (code) => died(`the worker exited (code ${code})`));
    // After the listeners: adding a 'message' listener refs the worker's port again.
    worker.unref();
    revisions.add(revision);
    return revision;
  };

  const published = followPublishedRegistry(options.registryFile, options.releasesFile);

  /**
   * The worker of a published revision: the current one, or a new one that takes its place. A
   * revision older than the current one is drawn by the current one (PublishedRegistry.seq).
   */
  const workerOf = (revision: PublishedRegistry | null): Revision | null => {
    if (!revision) return null;
    if (current && (current.key === revision.key || current.seq > revision.seq)) return current;
    if (Date.now() < brokenUntil) return null;
    if (current) retire(current);
    current = start(revision);
    return current;
  };

  const draw = async (revision: Revision, job: PageJob): Promise<RenderOutcome> => {
    const id = nextId++;
    const budget = revision.answered > 0 ? options.renderBudgetMs : options.coldBudgetMs;
    const answer = await new Promise<RenderAnswer | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), budget);
      revision.pending.set(id, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
      revision.worker.postMessage({ ...job, id, deadline: Date.now() + budget } satisfies RenderJob);
    });
    if (!answer) {
      warn(`Server render of ${job.url} took over ${budget} ms: sent for the browser to draw`);
      return { failed: 'timeout' };
    }
    for (const [remote, reason] of Object.entries(answer.unavailable)) warn(`${remote} drawn by the browser: ${reason}`);
    if ('failed' in answer.outcome) warn(`Server render of ${job.url} failed: ${answer.outcome.failed}`);
    if ('errors' in answer.outcome) for (const error of answer.outcome.errors) warn(`Part of ${job.url} left to the browser: ${error}`);
    return answer.outcome;
  };

  /**
   * Pages being drawn. A page is a function of its revision, address and cookie alone (RenderJob), so
   * identical requests that arrive while one is drawn share its render: a popular page under load
   * costs one render per render time, not one per request.
   */
  const drawing = new Map<string, Promise<RenderOutcome>>();

  const render = async (job: PageJob, revisionGiven?: PublishedRegistry | null): Promise<RenderOutcome> => {
    if (!existsSync(options.shellServerFile)) return { skipped: 'the shell has no server build' };
    const revision = workerOf(revisionGiven === undefined ? await published() : revisionGiven);
    if (!revision) return { skipped: 'no registry, or the renderer is failing' };
    const key = JSON.stringify([revision.key, job.url, job.cookie ?? '']);
    let outcome = drawing.get(key);
    if (!outcome) {
      if (revision.pending.size >= MAX_OWED_PAGES) {
        warn(`Server render is ${MAX_OWED_PAGES} pages behind: pages are drawn by the browser until it catches up`);
        return { skipped: 'the renderer is behind' };
      }
      outcome = draw(revision, job).finally(() => drawing.delete(key));
      drawing.set(key, outcome);
    }
    return outcome;
  };

  // The current revision's worker starts now, so the first page does not wait for the shell's build to load.
  // A file that cannot be read fails the first page's render, which says why.
  void published()
    .then(workerOf)
    .catch(() => undefined);
  return {
    published,
    render,
    workers: () => revisions.size,
    close: async () => {
      const closing = [...revisions];
      revisions.clear();
      current = null;
      await Promise.all(closing.map((revision) => revision.worker.terminate()));
    },
  };
}
