// `npm run dev -- <app>... [--all-dev]`: `npm start` with the named apps (e.g. mf-grading) in
// `rsbuild dev` with hot reload, and the rest of the app from its production builds, against the
// same API and Auth emulator. `--all-dev` runs every app in `rsbuild dev`.
import { parseDevArgs } from './lib/dev-servers.js';
import { runApp } from './start.js';
import type { WebAppEntry } from '@studyhub/mf-config/web-config';

let devApps: readonly WebAppEntry[];
try {
  devApps = parseDevArgs(process.argv.slice(2));
} catch (error) {
  console.error(`npm run dev: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
runApp(devApps);
