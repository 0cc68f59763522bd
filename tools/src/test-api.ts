// `npm run test:api [-- <jest args>]`: the API suite alone, on PGlite and then on PostgreSQL when
// one answers, with an Auth emulator started for the run and stopped after it.
import { fileURLToPath } from 'node:url';
import { startAuthEmulator } from './lib/emulator.js';
import { TEST_DATABASE_URL, postgresAnswers } from './lib/postgres.js';
import { run, stopAll } from './lib/processes.js';

const jestArgs = process.argv.slice(2);
// Also run as the API project's `test` (`nx test @studyhub/api`, from api/): paths are the workspace's.
process.chdir(fileURLToPath(new URL('../..', import.meta.url)));

async function suite(databaseUrl: string, emulatorHost: string): Promise<boolean> {
  try {
    await run('npm', ['run', 'test:jest', '-w', '@studyhub/api', '--', ...jestArgs], {
      label: `API tests on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
      env: { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, DATABASE_URL: databaseUrl },
    });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const emulator = await startAuthEmulator();
  const results = [await suite('', emulator.host)];
  if (await postgresAnswers()) results.push(await suite(TEST_DATABASE_URL, emulator.host));
  else console.log(`NOTICE: no PostgreSQL answers at ${TEST_DATABASE_URL}: the API suite ran on PGlite only.`);
  await stopAll();
  process.exit(results.every(Boolean) ? 0 : 1);
}

main().catch(async (error) => {
  console.error(`API tests could not run: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll();
  process.exit(1);
});
