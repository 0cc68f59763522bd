// The baseline of the list benchmark: a bare Fastify handler that runs the same list query (page +
// capped count) through the API's own repository, driver and pool, with nothing of NestJS around
// it (no guards, pipes, interceptors, filters, rate limit or logging). Run as its own process:
//   DATABASE_URL=... PORT=... node scripts/bench/lib/bare-list-server.mjs
import 'reflect-metadata';
import Fastify from 'fastify';

const { openDatabase } = await import('../../../api/dist/db/database.js');
const { AssignmentsRepository } = await import('../../../api/dist/assignments/assignments.repository.js');
const { toAssignment } = await import('../../../api/dist/assignments/assignment.mapper.js');
const { API, TOTAL_COUNT_HEADER } = await import('@studyhub/contracts');

const database = await openDatabase(
  process.env.DATABASE_URL ? { driver: 'postgres', url: process.env.DATABASE_URL } : { driver: 'pglite', dir: process.env.PGLITE_DIR },
);
const repository = new AssignmentsRepository(database.db);
const app = Fastify();
app.get(API.listAssignments.path, async (request, reply) => {
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
  return rows.map(toAssignment);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('bare list server ready');
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
