// `node api/dist/seed.js [--reset]`: demo data for an empty database (or, with --reset, instead
// of whatever is there). Uses the same config and PGlite directory lock as the API.
import { count } from 'drizzle-orm';
import { describeStartupError, exitWith } from './common/startup/startup-error.js';
import { loadConfigOrExit } from './config/config.js';
import { openDatabase } from './db/database.js';
import { assignments } from './db/schema.js';
import { seedDemoData } from './seed/seed-demo-data.js';

const reset = process.argv.includes('--reset');
const config = loadConfigOrExit();
const databaseUrl = config.database.driver === 'postgres' ? config.database.url : undefined;
const database = await openDatabase(config.database).catch((error: unknown) =>
  exitWith(describeStartupError(error, databaseUrl).replace('The API could not start', 'Seeding failed')),
);

try {
  const [{ existing }] = await database.db.select({ existing: count() }).from(assignments);
  if (existing > 0 && !reset) {
    process.stdout.write(`Seed skipped: the database already has ${existing} assignments (use --reset to replace them).\n`);
  } else {
    const result = await seedDemoData(database.db, config.publicWebOrigin, reset);
    process.stdout.write(
      `Seeded ${result.assignments} assignments, ${result.submissions} submissions and ${result.groups} study group (${database.driver}).\n`,
    );
  }
} catch (error) {
  await database.close();
  exitWith(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
}
await database.close();
