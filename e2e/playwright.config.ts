import { defineConfig } from '@playwright/test';
// One list of Chromium flags for the tools' runs, benchmarks and these tests (tools/, which starts Playwright).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CHROMIUM_ARGS } from '../tools/src/lib/chromium.js';
import { readWebConfig } from '@studyhub/mf-config/web-config';

// The shell and the API under test, for the config and the tests: the stack `npm run test:e2e`
// started, or this machine's defaults (apps table, API_PORT).
process.env.E2E_BASE_URL ??= readWebConfig().shellOrigin;
process.env.E2E_API_URL ??= readWebConfig().apiUrl;

/**
 * Browser tests of the built app in Debian's Chromium. `tools/src/e2e.ts` starts the stack
 * (Auth emulator, seeded API, shell and remotes) before Playwright runs and stops it after.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  // Two workers share two cores with the stack (API on PGlite, six web servers, the emulator):
  // under a full CPU a page load took 20-30 s in a Node 22 run of 2026-11-26, and tests failed on
  // time alone. The limits leave that room; a test waits only as long as its page needs.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? '../test-results/e2e-report.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
});
