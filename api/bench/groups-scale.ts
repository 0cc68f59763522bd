// `npm run bench:api:groups`: the group calls at the scale a busy deployment meets, on PostgreSQL
// (a scratch database, dropped afterwards), through the API's own repositories: a user in 200
// groups, a group of 5,000 members, 100,000 group assignments beside 20,000 public ones, and 20,000
// pending submissions in groups. Each query: median and p99 of 60 runs after 5 warm-ups. Budget: p99
// at most 50 ms, the API's latency budget (docs/benchmarks.md). Writes .bench/api-groups.json and
// exits 1 when a budget is missed.
import 'reflect-metadata';
import { asc } from 'drizzle-orm';
import { AssignmentsRepository } from '../src/assignments/assignments.repository.js';
import { groups as groupsTable } from '../src/db/schema.js';
import { GroupsRepository } from '../src/groups/groups.repository.js';
import { SubmissionsRepository } from '../src/submissions/submissions.repository.js';
import { runQueryCases, type QueryCase } from './measure.js';
import { withSeededDatabase } from './scratch-database.js';

const RUNS = 60;
const P99_BUDGET_MS = 50;
const SCALE = { groupsOfUser: 200, bigGroupMembers: 5000, groupAssignments: 100_000, publicAssignments: 20_000, pendingInGroups: 20_000 };
const USER = 'bench-user';
const say = (line: string) => void process.stdout.write(`${line}\n`);

const SEED = [
  `INSERT INTO groups (name, created_at) SELECT 'Bench group ' || lpad(g::text, 3, '0'), now() - g * interval '1 hour' FROM generate_series(1, ${SCALE.groupsOfUser}) g`,
  `INSERT INTO group_members (group_id, uid, name, role, joined_at) SELECT id, '${USER}', 'Bench User', 'owner', created_at FROM groups`,
  `INSERT INTO group_members (group_id, uid, name, role, joined_at)
     SELECT (SELECT id FROM groups ORDER BY name LIMIT 1), 'member-' || i, 'Member ' || i, CASE WHEN i % 100 = 0 THEN 'admin' ELSE 'member' END::group_role, now() - i * interval '1 second'
     FROM generate_series(1, ${SCALE.bigGroupMembers}) i`,
  `WITH numbered AS (SELECT id, row_number() OVER (ORDER BY name) AS n FROM groups)
   INSERT INTO assignments (title, description, marks, thumbnail_url, due_date, owner_uid, user_email, user_name, group_id, created_at)
     SELECT 'Group essay #' || i, 'Write a clear answer with sources.', 50, 'https://example.com/t.png', now() + interval '30 days',
       'owner-' || (i % 50), 'owner@example.com', 'Owner', g.id, now() - i * interval '1 second'
     FROM generate_series(1, ${SCALE.groupAssignments}) i JOIN numbered g ON g.n = 1 + i % ${SCALE.groupsOfUser}`,
  `INSERT INTO assignments (title, description, marks, thumbnail_url, due_date, owner_uid, user_email, user_name, created_at)
     SELECT 'Public essay #' || i, 'Write a clear answer with sources.', 50, 'https://example.com/t.png', now() + interval '30 days',
       'owner-' || (i % 50), 'owner@example.com', 'Owner', now() - (i * 5) * interval '1 second'
     FROM generate_series(1, ${SCALE.publicAssignments}) i`,
  `INSERT INTO submissions (assignment_id, group_id, title, marks, submitter_uid, user_email, user_name, google_docs_link, created_at)
     SELECT a.id, a.group_id, a.title, a.marks, 'sub-' || a.rn, 'sub@example.com', 'Submitter', 'https://docs.google.com/document/d/x/edit', a.created_at
     FROM (SELECT id, group_id, title, marks, created_at, row_number() OVER (ORDER BY created_at DESC) AS rn FROM assignments WHERE group_id IS NOT NULL) a
     WHERE a.rn <= ${SCALE.pendingInGroups}`,
  'VACUUM ANALYZE',
];

async function main(): Promise<void> {
  await withSeededDatabase(SEED, { scale: SCALE, say }, async (handle) => {
    const groups = new GroupsRepository(handle.db);
    const assignments = new AssignmentsRepository(handle.db);
    const submissions = new SubmissionsRepository(handle.db);
    // The first group by name is the one with 5,000 members.
    const [{ id: big }] = await handle.db.select({ id: groupsTable.id }).from(groupsTable).orderBy(asc(groupsTable.name)).limit(1);
    const page = { limit: 20, offset: 0 };
    const CASES: QueryCase[] = [
      ['my groups (a user in 200), first page', () => groups.listForUser(USER, page)],
      ['members of a 5,000 group, first page', () => groups.members(big, { limit: 50, offset: 0 })],
      ['members of a 5,000 group, last page', () => groups.members(big, { limit: 50, offset: 4950 })],
      ['membership check (one of 5,000)', () => groups.roleOf(big, 'member-2500')],
      ['public list beside 100k group rows', () => assignments.list({ order: 'desc', ...page })],
      ["one group's assignments (500)", () => assignments.list({ order: 'desc', group: big, ...page })],
      ['to-grade view of a user in 200 groups', () => assignments.list({ order: 'desc', view: { show: 'to-grade', uid: USER }, ...page })],
      ['pending queue of a user in 200 groups', () => submissions.listPending(USER, page)],
      ["one group's pending work", () => submissions.listPending(USER, page, big)],
    ];
    await runQueryCases(CASES, { runs: RUNS, p99BudgetMs: P99_BUDGET_MS, file: '.bench/api-groups.json', scale: SCALE, say });
  });
}

main().catch((error: unknown) => {
  console.error(`Group benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
