// The API suite's TypeScript helpers in api/test/support (the fuzzing core, the TCP proxy) for the
// chaos run: compiled once per run with swc, as the API is, then imported.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Inside node_modules so the compiled files resolve fast-check and @studyhub/contracts as the
// sources do; ignored by git.
const OUT = resolve('node_modules/.cache/studyhub-chaos');
let compiled = false;

/** `path` inside api/test/support, e.g. 'fuzz/index.js'; `T`: what the caller uses of its exports (not checked). */
export function importTestSupport<T>(path: string): Promise<T> {
  if (!compiled) {
    // --strip-leading-paths drops "test/": test/support lands in OUT/support.
    execFileSync('npx', ['--no-install', 'swc', 'test/support', '-d', OUT, '--strip-leading-paths', '--config-file', '.swcrc', '--quiet'], {
      cwd: 'api',
      stdio: 'inherit',
    });
    compiled = true;
  }
  return import(pathToFileURL(join(OUT, 'support', path)).href) as Promise<T>;
}
