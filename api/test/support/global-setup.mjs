// Once per run: the emulator must answer, the API is built for the process-level tests, a
// migrated PGlite directory is prepared as a template, and on PostgreSQL a throwaway database
// is created so parallel runs (and other data in DATABASE_URL's database) are never touched.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

function answers(url) {
  // node:http without keep-alive: a pooled fetch socket would outlive this setup and be reused,
  // closed, by the first test.
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 3000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function requireEmulator(host) {
  if (!(await answers(`http://${host}/`))) {
    // One line and out: a Jest stack trace here would bury the only thing to do.
    process.stderr.write(
      `The Firebase Auth emulator is not answering at ${host}. Start it first: npx firebase emulators:start --only auth --project demo-studyhub\n`,
    );
    process.exit(1);
  }
}

function build() {
  // The process tests run the real entry points (node main.js / seed.js), built like production by
  // `build:test` (package.json), which writes .test-build. npm test builds once for the PGlite and
  // PostgreSQL suites it runs side by side, and says so with STUDYHUB_API_TEST_BUILT=1: two builds
  // into one folder would race.
  if (process.env.STUDYHUB_API_TEST_BUILT !== '1')
    execFileSync('npm', ['run', '--silent', 'build:test'], { cwd: apiDir, stdio: 'inherit' });
  return join(apiDir, '.test-build');
}

async function pgliteTemplate() {
  const dir = join(mkdtempSync(join(tmpdir(), 'studyhub-api-template-')), 'pglite');
  const { openDatabase } = await import(join(process.env.STUDYHUB_TEST_BUILD, 'db/database.js'));
  await (await openDatabase({ driver: 'pglite', dir })).close();
  return dir;
}

async function postgresDatabase(url) {
  const name = `studyhub_api_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  return { name, url: scoped.toString() };
}

export default async function globalSetup() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
  await requireEmulator(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  process.env.STUDYHUB_TEST_BUILD = build();
  process.env.STUDYHUB_PGLITE_TEMPLATE = await pgliteTemplate();
  if (process.env.DATABASE_URL) {
    const database = await postgresDatabase(process.env.DATABASE_URL);
    process.env.STUDYHUB_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    process.env.STUDYHUB_TEST_DATABASE = database.name;
    process.env.DATABASE_URL = database.url;
  }
}
