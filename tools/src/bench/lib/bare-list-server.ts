// The baseline of the list benchmark: a bare Fastify handler that runs the same list query (page +
// capped count) through the API's own repository, driver and pool, with nothing of NestJS around
// it (no guards, pipes, interceptors, filters, rate limit or logging). Run as its own process:
//   DATABASE_URL=... PORT=... node tools/src/bench/lib/bare-list-server.ts
import 'reflect-metadata';
import type { AssignmentSortField, Difficulty } from '@studyhub/contracts';
import Fastify from 'fastify';
import { loadApi, type DatabaseConfig } from '../../lib/api-build.js';

/** The list's query string as the client sends it (not validated here: the API's own job). */
interface ListQuery {
  difficulty?: Difficulty;
  search?: string;
  sort?: AssignmentSortField;
  order?: 'asc' | 'desc';
  limit?: string;
  offset?: string;
}

const { openDatabase, AssignmentsRepository, toAssignment } = await loadApi();
const { API, TOTAL_COUNT_HEADER } = await import('@studyhub/contracts');

// PGLITE_DIR is set whenever DATABASE_URL is not (tools/src/bench/api-load.ts).
const config: DatabaseConfig = process.env.DATABASE_URL
  ? { driver: 'postgres', url: process.env.DATABASE_URL }
  : { driver: 'pglite', dir: process.env.PGLITE_DIR as string };
const database = await openDatabase(config);
const repository = new AssignmentsRepository(database.db);
const app = Fastify();
app.get<{ Querystring: ListQuery }>(API.listAssignments.path, async (request, reply) => {
  const q = request.query;
  const { rows, total } = await repository.list({
    difficulty: q.difficulty,
    search: q.search || undefined,
    sort: q.sort,
    order: q.order ?? 'asc',
    limit: Number(q.limit ?? 50),
    offset: Number(q.offset ?? 0),
  });
  void reply.header(TOTAL_COUNT_HEADER, String(total));
  return rows.map((row) => toAssignment(row));
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('bare list server ready');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
