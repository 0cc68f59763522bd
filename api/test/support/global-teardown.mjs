import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';

export default async function globalTeardown() {
  const template = process.env.STUDYHUB_PGLITE_TEMPLATE;
  if (template) rmSync(dirname(template), { recursive: true, force: true });
  const name = process.env.STUDYHUB_TEST_DATABASE;
  if (name && process.env.STUDYHUB_ADMIN_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.STUDYHUB_ADMIN_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
}
