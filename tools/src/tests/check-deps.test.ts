// `node tools/src/check-deps.ts` as CI meets it, run on small projects of its own: silent success
// on a sound lock, and one line per problem on a broken one (missing production package, install
// script nobody approved, package from a foreign registry).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, test } from 'node:test';

const SCRIPT = resolve('tools/src/check-deps.ts');
const MIRROR = 'https://mirror.example/npm/';
let dir: string;

afterEach(async () => rm(dir, { recursive: true, force: true }));

/** The fixture project: its package.json's dependencies and allowScripts, and its lock's `packages`. */
interface Project {
  dependencies?: Record<string, string>;
  allowScripts?: Record<string, boolean>;
  packages?: Record<string, Record<string, unknown>>;
}

/** What the script did: exit status, its problem lines (standard error), its summary (standard output). */
interface CheckResult {
  status: number | null;
  problems: string[];
  summary: string;
}

/** A project folder with this package.json and lock `packages` (no node_modules), checked by the script. */
function withoutTsconfig(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { TSX_TSCONFIG_PATH: _tsconfig, ...rest } = env;
  return rest;
}

async function checkProject({ dependencies = {}, allowScripts = {}, packages = {} }: Project): Promise<CheckResult> {
  dir = await mkdtemp(join(tmpdir(), 'studyhub-deps-'));
  const packageJson = { name: 'fixture', version: '1.0.0', dependencies, allowScripts };
  await writeFile(join(dir, 'package.json'), JSON.stringify(packageJson));
  const lock = { name: 'fixture', version: '1.0.0', lockfileVersion: 3, packages: { '': packageJson, ...packages } };
  await writeFile(join(dir, 'package-lock.json'), JSON.stringify(lock));
  const run = spawnSync(process.execPath, ['--import', import.meta.resolve('tsx'), SCRIPT], {
    cwd: dir,
    encoding: 'utf8',
    // As CI runs it: from the project's folder, with no tsconfig of this run's (tsx passes its
    // --tsconfig on to children as a path relative to the repository).
    env: { ...withoutTsconfig(process.env), npm_config_registry: MIRROR },
  });
  const problems = run.stderr.split('\n').filter((line) => line && !line.startsWith('npm warn'));
  return { status: run.status, problems, summary: run.stdout.trim() };
}

test('a sound lock passes: approved or refused install scripts, packages from the machine registry or npmjs.org or unpinned', async () => {
  const result = await checkProject({
    // `false`: npm skips the script (an analytics ping, say) and says nothing; that is a decision too.
    allowScripts: { esbuild: true, '@scarf/scarf': false },
    packages: {
      'node_modules/esbuild': { version: '0.25.12', hasInstallScript: true, dev: true },
      'node_modules/@scarf/scarf': { version: '1.4.0', hasInstallScript: true },
      'node_modules/tsx/node_modules/esbuild': { version: '0.23.0', hasInstallScript: true, dev: true },
      'node_modules/left-pad': { version: '1.3.0', resolved: `${MIRROR}left-pad/-/left-pad-1.3.0.tgz` },
      'node_modules/right-pad': { version: '1.0.1', resolved: 'https://registry.npmjs.org/right-pad/-/right-pad-1.0.1.tgz' },
      'node_modules/zod': { version: '4.6.7' },
    },
  });
  assert.deepEqual(result.problems, []);
  assert.equal(result.status, 0);
  assert.match(result.summary, /6 locked packages/);
});

test('each problem is one line, and the check fails', async () => {
  const result = await checkProject({
    dependencies: { 'left-pad': '^1.0.0' },
    allowScripts: { esbuild: true, 'bad-native@1.0.0': true },
    packages: {
      'node_modules/esbuild': { version: '0.25.12', hasInstallScript: true },
      'node_modules/bad-native': { version: '2.0.0', hasInstallScript: true },
      'node_modules/@scope/postinstaller': { version: '1.0.0', hasInstallScript: true },
      'node_modules/a/node_modules/tarball': { version: '1.0.0', resolved: 'https://evil.example/tarball-1.0.0.tgz' },
      'node_modules/from-git': { version: '1.0.0', resolved: 'git+ssh://git@github.com/someone/from-git.git#abc' },
    },
  });
  assert.equal(result.status, 1);
  assert.deepEqual(result.problems, [
    'npm ls --omit=dev --all: missing: left-pad@^1.0.0, required by fixture@1.0.0',
    'install script not approved: bad-native@2.0.0 (node_modules/bad-native); approve it with `npm install-scripts approve bad-native` or drop the package',
    'install script not approved: @scope/postinstaller@1.0.0 (node_modules/@scope/postinstaller); approve it with `npm install-scripts approve @scope/postinstaller` or drop the package',
    'not from the registry: tarball@1.0.0 (node_modules/a/node_modules/tarball) resolves to https://evil.example/tarball-1.0.0.tgz',
    'not from the registry: from-git@1.0.0 (node_modules/from-git) resolves to git+ssh://git@github.com/someone/from-git.git#abc',
  ]);
  assert.match(result.summary, /5 problem\(s\)/);
});
