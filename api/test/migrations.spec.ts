import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { onPostgres } from './support/test-api.js';

// Migrations that change data already stored, each on a database made before it: each driver
// applies the folder up to the one before, gets rows such a database would hold, then the rest.
const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
const ONE_PENDING = '0002_one_pending_submission';
const NO_PENDING_LIST = '0003_search_index_without_pending_list';

interface Scratch {
  rows(text: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pglite(dir: string): Promise<Scratch> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(join(dir, 'pglite'), { extensions: { pg_trgm } });
  return {
    rows: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function postgres(): Promise<Scratch> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const adminUrl = process.env.STUDYHUB_ADMIN_DATABASE_URL!;
  const name = `studyhub_migration_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // One client, not a pool: a pool's end() resolves before its sockets close, so the forced drop
  // below could cut a connection nobody listens on any more and fail the run with 57P01.
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    rows: async (text) => (await client.query(text)).rows,
    migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
    async close() {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.end());
    },
  };
}

let workDir: string;
let beforeOnePending: string;
let beforeNoPendingList: string;

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = join(workDir, `before-${tag}`);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'studyhub-migrations-'));
  beforeOnePending = migrationsBefore(ONE_PENDING);
  beforeNoPendingList = migrationsBefore(NO_PENDING_LIST);
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const sub = (n: number) => `10000000-0000-4000-8000-00000000000${n}`;
/** [id, assignment, submitter, status, link, hours ago] */
const STORED: [number, string | null, string, string, string, number][] = [
  [1, A, 'u1', 'pending', 'oldest', 3],
  [2, A, 'u1', 'pending', 'middle', 2],
  [3, A, 'u1', 'pending', 'newest', 1],
  [4, A, 'u1', 'completed', 'graded', 4],
  [5, A, 'u2', 'pending', 'other user', 1],
  [6, B, 'u1', 'pending', 'other assignment', 1],
  [7, null, 'u1', 'pending', 'deleted assignment 1', 2],
  [8, null, 'u1', 'pending', 'deleted assignment 2', 1],
];

const drivers = [['PGlite', () => pglite(workDir)] as const, ...(onPostgres() ? [['PostgreSQL', postgres] as const] : [])];

describe.each(drivers)('migration %s: one pending submission per user per assignment', (_name, open) => {
  test('collapses stored duplicates onto the oldest row with the newest link and notes, then enforces the rule', async () => {
    const db = await open();
    try {
      await db.migrate(beforeOnePending);
      await db.rows(`INSERT INTO assignments (id, title, description, marks, thumbnail_url, due_date, owner_uid, user_email, user_name)
        VALUES ('${A}', 'A', 'd', 10, 'x', now(), 'o', 'o@x', 'O'), ('${B}', 'B', 'd', 10, 'x', now(), 'o', 'o@x', 'O')`);
      const values = STORED.map(
        ([n, assignment, uid, status, link, hours]) =>
          `('${sub(n)}', ${assignment ? `'${assignment}'` : 'NULL'}, 'T', 10, '${uid}', 'e', 'n', '${link}', 'notes: ${link}', '${status}', now() - interval '${hours} hours')`,
      );
      await db.rows(`INSERT INTO submissions (id, assignment_id, title, marks, submitter_uid, user_email, user_name, google_docs_link, notes, status, created_at)
        VALUES ${values.join(', ')}`);

      await db.migrate(MIGRATIONS);

      const rows = await db.rows('SELECT id, status, google_docs_link AS link, notes FROM submissions ORDER BY id');
      expect(rows).toEqual([
        { id: sub(1), status: 'pending', link: 'newest', notes: 'notes: newest' },
        { id: sub(4), status: 'completed', link: 'graded', notes: 'notes: graded' },
        { id: sub(5), status: 'pending', link: 'other user', notes: 'notes: other user' },
        { id: sub(6), status: 'pending', link: 'other assignment', notes: 'notes: other assignment' },
        { id: sub(7), status: 'pending', link: 'deleted assignment 1', notes: 'notes: deleted assignment 1' },
        { id: sub(8), status: 'pending', link: 'deleted assignment 2', notes: 'notes: deleted assignment 2' },
      ]);
      const insert = (status: string) =>
        db.rows(`INSERT INTO submissions (assignment_id, title, marks, submitter_uid, user_email, user_name, google_docs_link, status)
        VALUES ('${A}', 'T', 10, 'u1', 'e', 'n', 'again', '${status}')`);
      await expect(insert('pending')).rejects.toMatchObject({ code: '23505' });
      await expect(insert('completed')).resolves.toEqual([]);
    } finally {
      await db.close();
    }
  });
});

describe.each(drivers)('migration %s: search indexes without a pending list', (_name, open) => {
  test('switches the pending list off and keeps every entry it held searchable through the index', async () => {
    const db = await open();
    try {
      await db.migrate(beforeNoPendingList);
      // With the pending list on (as before), these entries wait in it rather than in the index.
      const rows = Array.from({ length: 40 }, (_, i) => `('Zygote ${i}', 'About a zygote', 10, 'x', now(), 'o', 'o@x', 'O')`);
      await db.rows(
        `INSERT INTO assignments (title, description, marks, thumbnail_url, due_date, owner_uid, user_email, user_name) VALUES ${rows.join(', ')}`,
      );

      await db.migrate(MIGRATIONS);

      const options = await db.rows(`SELECT relname AS index, reloptions AS options FROM pg_class
        WHERE relname IN ('assignments_title_trgm_idx', 'assignments_description_trgm_idx') ORDER BY relname`);
      expect(options).toEqual([
        { index: 'assignments_description_trgm_idx', options: ['fastupdate=off'] },
        { index: 'assignments_title_trgm_idx', options: ['fastupdate=off'] },
      ]);
      // Read through the index alone: an entry lost while the pending list was flushed would be missing.
      await db.rows('SET enable_seqscan = off');
      const plan = (await db.rows(`EXPLAIN SELECT id FROM assignments WHERE title ILIKE '%zygote 1%'`))
        .map((row) => Object.values(row)[0])
        .join('\n');
      expect(plan).toContain('assignments_title_trgm_idx');
      expect(await db.rows(`SELECT count(*)::int AS n FROM assignments WHERE title ILIKE '%zygote 1%'`)).toEqual([{ n: 11 }]);
      expect(await db.rows(`SELECT count(*)::int AS n FROM assignments WHERE description ILIKE '%zygote%'`)).toEqual([{ n: 40 }]);
    } finally {
      await db.close();
    }
  });
});
