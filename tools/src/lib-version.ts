// `npm run lib:version -- <lib> <patch|minor|major>` gives a shared workspace library its next version
// and records the sources it stands for; `npm run lib:version -- --check` fails when a library changed
// without one (shared-lib-versions.ts says why).
import { parseArgs } from 'node:util';
import { recordVersion, sharedLibFolders, unrecordedChanges } from './shared-lib-versions.js';

const USAGE = 'Usage: npm run lib:version -- <lib> <patch|minor|major>   |   npm run lib:version -- --check';

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { check: { type: 'boolean' } } });
  if (values.check) {
    const problems = await unrecordedChanges();
    if (problems.length) throw new Error(`Shared library versions:\n  - ${problems.join('\n  - ')}`);
    console.log(`Shared library versions match their sources (${sharedLibFolders().join(', ')}).`);
    return;
  }
  if (positionals.length !== 2) throw new Error(USAGE);
  const folder = `libs/${positionals[0]}`;
  if (!sharedLibFolders().includes(folder)) throw new Error(`${folder} is not a shared library (${sharedLibFolders().join(', ')}).`);
  const version = await recordVersion(folder, positionals[1]);
  console.log(`${folder} is now ${version}. Release the shell before any remote built with it (docs/operations.md).`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
