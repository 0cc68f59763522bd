// The worker-per-revision renderer with a stand-in for the shell's server build: a registry
// rewrite (release, rollback) is drawn by a new worker on the next request and the old one ends;
// a slow or broken renderer costs the reader nothing but the server render.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  DATA_BUDGET_VARIABLE,
  MAX_OWED_PAGES,
  SERVER_RENDER_BUDGETS,
  createPageRenderer,
  serverRenderBudgets,
  type PageRendererOptions,
} from './render-pool.js';
import { isRendered } from './shell-renderer.js';
import { followPublishedRegistry } from '../published-registry.js';

// Draws the registry's version of mf_a, and numbers its renders in the title; `?slow` never answers
// in time, `?wait` answers after 200 ms; `?block` keeps the worker busy for 1.5 s; `?throw` fails;
// `?exit` ends the worker; `?preview` draws mf_a's last checked release; `?source` draws the text of
// one of its own functions, with a dynamic import, which tsx's `require` hook would rewrite (the
// real build has them too).
const SHELL = `
let drawn = 0;
const asWritten = function  ( ) {  return import('node:os')  };
module.exports = {
  sharedModules: {},
  remotesForUrl: () => [],
  versionsForUrl: (url, live, releases) =>
    url.includes('preview') && releases
      ? { registry: { remotes: { mf_a: releases.remotes.mf_a.at(-1) } }, previews: { mf_a: live.remotes.mf_a.version } }
      : { registry: live, previews: {} },
  renderPage: async ({ url, registry }) => {
    if (url.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 3000));
    if (url.includes('block')) for (const until = Date.now() + 1500; Date.now() < until; );
    if (url.includes('wait')) await new Promise((resolve) => setTimeout(resolve, 200));
    if (url.includes('throw')) throw new Error('drawing failed');
    if (url.includes('exit')) process.exit(3);
    if (url.includes('source')) return { status: 200, title: '', html: String(asWritten), head: '', state: '', errors: [] };
    return { status: 200, title: String(++drawn), html: 'version ' + registry.remotes.mf_a.version, head: '', state: '', errors: [] };
  },
};
`;

let dir: string;
const registryFile = () => join(dir, 'mf-registry.json');
const releasesFile = () => join(dir, 'mf-releases.json');

/** Replaced in one step, as the release tools write it (a new file, a new inode). */
async function writeAtomic(file: string, value: unknown) {
  await writeFile(`${file}.tmp`, JSON.stringify(value));
  await rename(`${file}.tmp`, file);
}

const entry = (version: string) => ({ manifest: 'http://127.0.0.1:1/m.json', version });
const writeRegistry = (version: string) => writeAtomic(registryFile(), { remotes: { mf_a: entry(version) } });

/** The stand-in's renderer options (plain data: a child process takes them as JSON). */
const standInOptions = () => ({
  shellServerFile: join(dir, 'render.cjs'),
  registryFile: registryFile(),
  releasesFile: releasesFile(),
  trustedOrigins: [],
  // Several times a page's own work (`?wait`), so that only what a test queues, not a loaded
  // machine (CI runs the test files side by side on 2 cores), makes a page late.
  renderBudgetMs: 1_000,
  coldBudgetMs: 5_000,
  dataBudgetMs: 100,
});

const renderer = (overrides: Partial<PageRendererOptions> = {}) =>
  createPageRenderer({ ...standInOptions(), warn: () => {}, ...overrides });

before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-pool-'));
  await writeFile(join(dir, 'render.cjs'), SHELL);
  await writeFile(join(dir, 'broken.cjs'), 'throw new Error("this build cannot load");');
});
after(() => rm(dir, { recursive: true, force: true }));

describe('createPageRenderer', () => {
  test('a release published beside the registry is drawn for a ?preview= on the next request', async () => {
    await writeRegistry('1.0.0');
    await rm(releasesFile(), { force: true });
    const pages = renderer();
    const html = async (url: string) => {
      const outcome = await pages.render({ url });
      assert.ok(isRendered(outcome));
      return outcome.html;
    };
    try {
      assert.equal(await html('/?preview'), 'version 1.0.0', 'no index: the live version');
      await writeAtomic(releasesFile(), { version: 1, remotes: { mf_a: [{ ...entry('1.1.0'), releasedAt: '2026-11-28T00:00:00Z' }] } });
      assert.equal(await html('/?preview'), 'version 1.1.0');
      assert.equal(await html('/'), 'version 1.0.0');
      assert.equal(pages.workers(), 1);
    } finally {
      await pages.close();
    }
  });

  test('a page is drawn with the registry it was made from, though a release replaced it since', async () => {
    // The shell's page takes its preload hints and its render from one read (web-servers.ts).
    await writeRegistry('1.0.0');
    const pages = renderer();
    try {
      const published = await pages.published();
      assert.equal(published?.registry.remotes.mf_a.version, '1.0.0');
      await writeRegistry('2.0.0');
      const outcome = await pages.render({ url: '/' }, published);
      assert.ok(isRendered(outcome));
      assert.equal(outcome.html, 'version 1.0.0');
      const next = await pages.render({ url: '/' });
      assert.ok(isRendered(next));
      assert.equal(next.html, 'version 2.0.0', 'the next page: the release');
    } finally {
      await pages.close();
    }
  });

  test('a page holding the registry from before a release that is already drawn gets the release, not the old worker again', async () => {
    await writeRegistry('1.0.0');
    const pages = renderer();
    try {
      const before = await pages.published();
      await writeRegistry('2.0.0');
      const outcome = await pages.render({ url: '/' });
      assert.ok(isRendered(outcome));
      assert.equal(outcome.html, 'version 2.0.0');
      const late = await pages.render({ url: '/' }, before);
      assert.ok(isRendered(late));
      assert.equal(late.html, 'version 2.0.0');
      assert.equal(pages.workers(), 1, 'the old worker is not started again');
    } finally {
      await pages.close();
    }
  });

  test("the shell's server build runs as built, not recompiled by the TypeScript loader the server runs under", async () => {
    // This file runs under tsx, as npm start and the browser tests run the web server. A worker
    // that took tsx's hooks recompiled the 3.5 MB build with an inline source map (+40 MB of heap).
    await writeRegistry('1.0.0');
    const pages = renderer();
    try {
      const outcome = await pages.render({ url: '/?source' });
      assert.ok(isRendered(outcome), JSON.stringify(outcome));
      assert.equal(outcome.html, "function  ( ) {  return import('node:os')  }");
    } finally {
      await pages.close();
    }
  });

  test('a process that has drawn a page ends when its work is done, its renderer left open', async () => {
    // The benches and tools start the web servers in their own process: a worker that kept it
    // alive made `npm run bench:web` print its figures and never return.
    await writeRegistry('1.0.0');
    const script = `
      const { createPageRenderer } = await import(${JSON.stringify(new URL('./render-pool.ts', import.meta.url).href)});
      const pages = createPageRenderer(${JSON.stringify(standInOptions())});
      const outcome = await pages.render({ url: '/' });
      console.log(outcome.html);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    assert.equal(child.stdout.trim(), 'version 1.0.0', child.stderr);
    assert.equal(child.signal, null, 'the process was still running after 20 s');
    assert.equal(child.status, 0);
  });

  test('a registry rewrite is drawn by a new worker on the next request, and the old worker ends', async () => {
    await writeRegistry('1.0.0');
    const pages = renderer();
    try {
      const first = await pages.render({ url: '/' });
      assert.ok(isRendered(first));
      assert.equal(first.html, 'version 1.0.0');
      await writeRegistry('2.0.0');
      const second = await pages.render({ url: '/' });
      assert.ok(isRendered(second));
      assert.equal(second.html, 'version 2.0.0');
      assert.equal(pages.workers(), 1);
      for (let cycle = 0; cycle < 5; cycle++) {
        await writeRegistry(`3.0.${cycle}`);
        await pages.render({ url: '/' });
      }
      assert.equal(pages.workers(), 1, 'every old revision has ended');
    } finally {
      await pages.close();
    }
  });

  test('a render past its budget, or one that throws, is a failure the caller answers without', async () => {
    await writeRegistry('1.0.0');
    const pages = renderer();
    try {
      await pages.render({ url: '/' });
      const started = Date.now();
      assert.deepEqual(await pages.render({ url: '/?slow' }), { failed: 'timeout' });
      assert.ok(Date.now() - started < 2_500, 'the reader waited only the budget');
      assert.deepEqual(await pages.render({ url: '/?throw' }), { failed: 'drawing failed' });
      assert.ok(isRendered(await pages.render({ url: '/' })), 'the worker still draws');
    } finally {
      await pages.close();
    }
  });

  test('a shell build that cannot load fails its pages and is not retried on every request', async () => {
    await writeRegistry('1.0.0');
    const pages = renderer({ shellServerFile: join(dir, 'broken.cjs'), retryAfterMs: 60_000 });
    try {
      const outcome = await pages.render({ url: '/' });
      assert.ok('failed' in outcome && /this build cannot load/.test(outcome.failed), JSON.stringify(outcome));
      for (let request = 0; request < 5; request++) assert.ok('skipped' in (await pages.render({ url: '/' })));
      assert.equal(pages.workers(), 0);
    } finally {
      await pages.close();
    }
  });

  test('a worker that dies after drawing pages is replaced by the next request; one that dies again soon is not restarted on every request', async () => {
    await writeRegistry('1.0.0');
    const pages = renderer({ retryAfterMs: 60_000 });
    const drawnBy = async (url: string) => {
      const outcome = await pages.render({ url });
      return isRendered(outcome) ? `render ${outcome.title}` : JSON.stringify(outcome);
    };
    try {
      assert.equal(await drawnBy('/'), 'render 1');
      assert.match(await drawnBy('/?exit'), /failed.*exited \(code 3\)/);
      assert.equal(await drawnBy('/'), 'render 1', "a new worker's first page");
      assert.match(await drawnBy('/?exit'), /failed.*exited/, 'died again, soon after the first');
      assert.match(await drawnBy('/'), /skipped/, 'left to the browser rather than restarted at once');
      assert.equal(pages.workers(), 0);
    } finally {
      await pages.close();
    }
  });

  test('a worker that falls behind drops the pages nobody waits for any more, and sheds new ones past its bound', async () => {
    await writeRegistry('1.0.0');
    const pages = renderer();
    const title = async (url: string) => {
      const outcome = await pages.render({ url });
      return isRendered(outcome) ? outcome.title : JSON.stringify(outcome);
    };
    try {
      assert.equal(await title('/'), '1');
      // Five pages queued behind 1.5 s of work, with a 1 s budget: answered without, and not drawn late.
      // The blocking page is sent first and on its own: requests sent together reach the worker in the
      // order their registry stat()s end, and a page the worker began before the block would be drawn.
      const blocking = title('/?block');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const burst = await Promise.all([blocking, ...[1, 2, 3, 4, 5].map((n) => title(`/?wait&n=${n}`))]);
      assert.deepEqual(new Set(burst), new Set([JSON.stringify({ failed: 'timeout' })]), burst.join());
      await new Promise((resolve) => setTimeout(resolve, 700));
      assert.equal(await title('/'), '3', 'drawn since: the blocking page and this one');

      const many = await Promise.all(Array.from({ length: MAX_OWED_PAGES + 8 }, (_, n) => title(`/?wait&m=${n}`)));
      assert.equal(many.filter((answer) => /^\d+$/.test(answer)).length, MAX_OWED_PAGES, many.join());
      assert.equal(many.filter((answer) => answer.includes('behind')).length, 8, many.join());
    } finally {
      await pages.close();
    }
  });

  test('identical requests that arrive together share one render; another address or cookie gets its own', async () => {
    await writeRegistry('1.0.0');
    const pages = renderer();
    try {
      await pages.render({ url: '/' });
      const titles = async (jobs: { url: string; cookie?: string }[]) =>
        (await Promise.all(jobs.map((job) => pages.render(job)))).map((outcome) => (isRendered(outcome) ? outcome.title : 'not drawn'));
      const same = { url: '/?wait', cookie: 'theme=dark' };
      const together = await titles([same, same, same, { url: '/?wait&q=x', cookie: 'theme=dark' }, { url: '/?wait' }]);
      assert.equal(new Set(together.slice(0, 3)).size, 1, `one render for three requests: ${together.join()}`);
      assert.equal(new Set(together).size, 3, `the others drawn apart: ${together.join()}`);
      const [later] = await titles([same]);
      assert.ok(!together.includes(later), 'a request after that render is drawn again');
    } finally {
      await pages.close();
    }
  });
});

describe('serverRenderBudgets', () => {
  test('the API calls get 400 ms unless the environment says otherwise; the render keeps 600 ms beyond them', () => {
    assert.deepEqual(serverRenderBudgets({}), SERVER_RENDER_BUDGETS);
    assert.deepEqual(serverRenderBudgets({ [DATA_BUDGET_VARIABLE]: '3000' }), {
      dataBudgetMs: 3_000,
      renderBudgetMs: 3_600,
      coldBudgetMs: 8_000,
    });
  });

  test('a budget that is not a number of milliseconds is refused, naming the variable', () => {
    for (const bad of ['3s', '-1', '0', '1.5']) {
      assert.throws(
        () => serverRenderBudgets({ [DATA_BUDGET_VARIABLE]: bad }),
        (error: Error) => error.message.startsWith(`${DATA_BUDGET_VARIABLE} must be`) && error.message.includes(`"${bad}"`),
      );
    }
  });
});

describe('followPublishedRegistry', () => {
  test('reads the files again only once one of them is replaced, and says null while the registry is missing', async () => {
    await writeRegistry('1.0.0');
    await rm(releasesFile(), { force: true });
    const now = followPublishedRegistry(registryFile(), releasesFile());
    const first = await now();
    assert.equal(first?.registry.remotes.mf_a.version, '1.0.0');
    assert.equal(first?.releases, null);
    assert.equal(await now(), first, 'unchanged files: the same revision, not read again');
    assert.equal(first?.seq, 1);
    await writeAtomic(releasesFile(), { version: 1, remotes: { mf_a: [{ ...entry('1.1.0'), releasedAt: '2026-11-28T00:00:00Z' }] } });
    const withReleases = await now();
    assert.notEqual(withReleases?.key, first?.key);
    assert.equal(withReleases?.seq, 2, 'a later revision counts higher');
    assert.equal(withReleases?.releases?.remotes.mf_a[0].version, '1.1.0');
    await writeRegistry('2.0.0');
    assert.equal((await now())?.registry.remotes.mf_a.version, '2.0.0');
    await rm(registryFile());
    assert.equal(await now(), null);
  });
});
