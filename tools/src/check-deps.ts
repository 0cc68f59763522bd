// `node tools/src/check-deps.ts`: the dependency checks CI runs after install (npm audit cannot run
// against this registry; docs/security.md). Prints one line per problem and exits 1 if any.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { foreignResolved, lockSchema, packageJsonSchema, treeProblems, unapprovedInstallScripts } from './lib/deps-check.js';

const npm = (args: string[]) => spawnSync('npm', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const lock = lockSchema.parse(readJson('package-lock.json'));
const ls = npm(['ls', '--omit=dev', '--all', '--json']);
const registry = npm(['config', 'get', 'registry']).stdout.trim();
if (!registry) {
  console.error('check-deps: `npm config get registry` printed nothing.');
  process.exit(1);
}

const problems = [
  ...treeProblems(ls.stdout, ls.status, ls.stderr),
  ...unapprovedInstallScripts(lock, packageJsonSchema.parse(readJson('package.json'))),
  ...foreignResolved(lock, registry),
];
for (const problem of problems) console.error(problem);
const packages = Object.keys(lock.packages ?? {}).filter((path) => path.includes('node_modules/')).length;
console.log(
  problems.length
    ? `check-deps: ${problems.length} problem(s) in ${packages} locked packages.`
    : `check-deps: ${packages} locked packages: production tree complete, install scripts approved, all from ${registry}.`,
);
process.exit(problems.length ? 1 : 0);
