// One real API per test file: the same factory as production, listening on a free port, on a
// copy of the migrated PGlite template (about 1 s) or on the run's PostgreSQL database.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { sql } from 'drizzle-orm';
import { createApp, type AppOptions } from '../../src/app.factory.js';
import { parseConfig } from '../../src/config/config.js';
import { DATABASE, type Database } from '../../src/db/database.js';

export interface TestApi {
  url: string;
  app: NestFastifyApplication;
  db: Database;
  /** Empties both tables (each file starts from an empty database). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const onPostgres = () => Boolean(process.env.DATABASE_URL);

export async function startTestApi(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestApi> {
  const dataDir = onPostgres() ? undefined : mkdtempSync(join(tmpdir(), 'studyhub-api-test-'));
  if (dataDir) cpSync(process.env.STUDYHUB_PGLITE_TEMPLATE!, join(dataDir, 'pglite'), { recursive: true });
  const parsed = parseConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    ...(dataDir ? { PGLITE_DIR: join(dataDir, 'pglite') } : {}),
    ...env,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  const app = await createApp(parsed.config, options);
  await app.listen(0, '127.0.0.1');
  const db = app.get<Database>(DATABASE);
  const reset = async () =>
    void (await db.execute(
      sql`TRUNCATE notifications, claims, regrade_requests, grades, submissions, assignments, group_members, group_invites, groups`,
    ));
  if (onPostgres()) await reset();
  return {
    url: (await app.getUrl()).replace('[::1]', '127.0.0.1'),
    app,
    db,
    reset,
    async close() {
      try {
        await app.close();
      } finally {
        if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
