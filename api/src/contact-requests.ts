// `npm run contact-requests [-- --limit N] [-- --json]`: what visitors sent through the contact
// forms, newest first, for the team to answer by email. Reads the database the API would use, with
// its config and PGlite directory lock: on the embedded database, stop `npm start` first (the lock
// refuses a second opener rather than risk the API's writes) or point DATABASE_URL at PostgreSQL.
import { describeStartupError, exitWith } from './common/startup/startup-error.js';
import { loadConfigOrExit } from './config/config.js';
import { openDatabase } from './db/database.js';
import { formatContactRequests, readContactRequests } from './contact/contact-requests.report.js';

const DEFAULT_LIMIT = 50;

function limitArgument(args: string[]): number {
  const at = args.indexOf('--limit');
  if (at === -1) return DEFAULT_LIMIT;
  const limit = Number(args[at + 1]);
  if (!Number.isInteger(limit) || limit < 1) exitWith('--limit takes a whole number of requests, 1 or more.');
  return limit;
}

const args = process.argv.slice(2);
const limit = limitArgument(args);
const config = loadConfigOrExit();
const databaseUrl = config.database.driver === 'postgres' ? config.database.url : undefined;
const database = await openDatabase(config.database).catch((error: unknown) =>
  exitWith(describeStartupError(error, databaseUrl).replace('The API could not start', 'Reading contact requests failed')),
);

try {
  const rows = await readContactRequests(database.db, limit);
  process.stdout.write(args.includes('--json') ? `${JSON.stringify(rows, null, 2)}\n` : formatContactRequests(rows));
} finally {
  await database.close();
}
