// `npm run seed [-- --reset]`: loads the demo data into the database the API would use
// (PGlite in .data/pglite, or DATABASE_URL). Refused while a running API holds the PGlite directory.
import { run } from './lib/processes.js';

try {
  await run('npx', ['--no-install', 'nx', 'run', '@studyhub/api:build', '--output-style=static'], { label: 'Build' });
  await run('node', ['api/dist/seed.js', ...process.argv.slice(2)], { label: 'Seed' });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
