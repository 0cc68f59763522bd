// `npm run test:e2e [playwright args]`: builds, starts a throwaway stack (fresh PGlite directory,
// seeded), runs the Playwright suite in Chromium against it, and stops everything.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.js';
import type { AuthEmulator } from './lib/emulator.js';
import { assertPortsFree, listeningPort, stackPorts } from './lib/ports.js';
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { run, stopAll } from './lib/processes.js';
import { mergePlaywrightReports } from './lib/test-report.js';
import { startStack, type Stack } from './lib/stack.js';
import { DATA_BUDGET_VARIABLE } from '@studyhub/web-server/ssr/render-pool';
import type { WebServers } from '@studyhub/web-server/web-servers';

/** API settings for browser tests: many quick requests from one client are expected. */
export const E2E_API_ENV = { RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' };

/** Where `npm test` reads the browser tests' counts (test-report.ts). */
export const E2E_REPORT = 'test-results/e2e-report.json';
/**
 * Tests tagged @exclusive take a shared server down (e2e/tests/remote-fallback.spec.ts): a second
 * Playwright run on one worker, after the others, so no other test meets the outage.
 */
const RUNS = [
  { name: 'app', args: ['--grep-invert', '@exclusive'] },
  { name: 'exclusive', args: ['--grep', '@exclusive', '--workers=1'] },
];

/** Runs Playwright against a running stack; resolves to its exit code. */
export async function runPlaywright(args: string[] = []): Promise<number> {
  let code = 0;
  for (const { name, args: only } of RUNS) {
    try {
      await run(
        'npx',
        [
          '--no-install',
          'playwright',
          'test',
          '-c',
          'e2e/playwright.config.ts',
          '--pass-with-no-tests',
          `--output=test-results/e2e/${name}`,
          ...only,
          ...args,
        ],
        {
          label: `Browser tests (${name})`,
          env: { E2E_JSON_REPORT: reportOf(name) },
        },
      );
    } catch {
      code = 1;
    }
  }
  await mergePlaywrightReports(
    RUNS.map(({ name }) => reportOf(name)),
    E2E_REPORT,
  );
  return code;
}

const reportOf = (name: string) => join(process.cwd(), `test-results/e2e-report.${name}.json`);

/**
 * Lets a browser test take one web server down and bring it back, as an outage would
 * (e2e/support/web-servers.ts): `POST /web/<folder>/stop|start` on a loopback port of its own,
 * passed to Playwright as E2E_CONTROL_URL.
 */
async function startWebControl(web: Pick<WebServers, 'stop' | 'resume'>): Promise<Server> {
  const server = createServer((request, response) => {
    const [, scope, label, action] = (request.url ?? '').split('/');
    const change = new Map([
      ['stop', web.stop],
      ['start', web.resume],
    ]).get(action);
    if (request.method !== 'POST' || scope !== 'web' || !change) {
      response.writeHead(404).end();
      return;
    }
    change(label).then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.E2E_CONTROL_URL = `http://127.0.0.1:${listeningPort(server)}`;
  return server;
}

/** The stack of the browser tests; `stop()` ends it and removes its temporary folders. */
export interface E2eStack extends Stack {
  stop(): Promise<void>;
}

/** Starts the stack on a temporary database (reusing `emulator` when given). */
export async function startE2eStack(emulator?: AuthEmulator): Promise<E2eStack> {
  const pgliteDir = await mkdtemp(join(tmpdir(), 'studyhub-e2e-'));
  // The browser tests release remotes into a folder of their own: a developer's releases (releases/)
  // are neither served to the tests nor touched by them.
  const releasesDir = await mkdtemp(join(tmpdir(), 'studyhub-releases-'));
  process.env.STUDYHUB_RELEASES_DIR = releasesDir;
  // The tests' pages carry their data even when a loaded machine answers late (render-pool.ts).
  process.env[DATA_BUDGET_VARIABLE] ??= '3000';
  const stack = await startStack({ pgliteDir, emulator, apiEnv: E2E_API_ENV });
  const control = await startWebControl(stack.web);
  // Playwright talks to this stack (ports from the apps table and the environment).
  process.env.E2E_BASE_URL ??= stack.shellUrl;
  process.env.E2E_API_URL ??= stack.apiUrl;
  return {
    ...stack,
    async stop() {
      await new Promise((resolve) => control.close(resolve));
      await stack.web.close();
      await stopAll();
      await rm(pgliteDir, { recursive: true, force: true });
      await rm(releasesDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  ensureChromium();
  await assertPortsFree(stackPorts(readWebConfig()));
  await run('npx', ['--no-install', 'nx', 'run-many', '-t', 'build', '--output-style=static'], { label: 'Build' });
  const stack = await startE2eStack();
  const code = await runPlaywright(process.argv.slice(2));
  await stack.stop();
  process.exit(code);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch(async (error) => {
    console.error(`Browser tests could not run: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll();
    process.exit(1);
  });
}
