// `npm run test:e2e [playwright args]`: builds, starts a throwaway stack (fresh PGlite directory,
// seeded), runs the Playwright suite in Chromium against it, and stops everything.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { assertPortsFree, stackPorts } from './lib/ports.mjs';
import { readWebConfig } from './lib/web-config.mjs';
import { run, stopAll } from './lib/processes.mjs';
import { startStack } from './lib/stack.mjs';

/** API settings for browser tests: many quick requests from one client are expected. */
export const E2E_API_ENV = { RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn' };

/** Runs Playwright against a running stack; resolves to its exit code. */
export async function runPlaywright(args = []) {
  try {
    await run('npx', ['--no-install', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', ...args], {
      label: 'Browser tests',
    });
    return 0;
  } catch {
    return 1;
  }
}

/** Starts the stack on a temporary database (reusing `emulator` when given). */
export async function startE2eStack(emulator) {
  const pgliteDir = await mkdtemp(join(tmpdir(), 'studyhub-e2e-'));
  // The browser tests release remotes into a folder of their own: a developer's releases (releases/)
  // are neither served to the tests nor touched by them.
  const releasesDir = await mkdtemp(join(tmpdir(), 'studyhub-releases-'));
  process.env.STUDYHUB_RELEASES_DIR = releasesDir;
  const stack = await startStack({ pgliteDir, emulator, apiEnv: E2E_API_ENV });
  return {
    ...stack,
    async stop() {
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
