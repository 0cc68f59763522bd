// `npm run bench:api:progress`: the progress dashboard's call on 100,000 submissions, on
// PostgreSQL (a scratch database, dropped afterwards), through the API's own service and
// repository. The caller is a busy user of both sides: the author of 200 assignments that received
// ~20,000 submissions (40 of them a group's), and the student of 2,000 submissions over two years;
// beside it an ordinary author of the same table. Each view: median and p99 of 60 runs after 5 warm-ups. Budget: p99 at most 50 ms, the API's
// latency budget (docs/benchmarks.md). Writes .bench/api-progress.json and exits 1 when a budget
// is missed.
import 'reflect-metadata';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../src/common/auth/firebase-auth.service.js';
import { GroupsRepository } from '../src/groups/groups.repository.js';
import { ProgressRepository } from '../src/progress/progress.repository.js';
import { ProgressService } from '../src/progress/progress.service.js';
import { runQueryCases, type QueryCase } from './measure.js';
import { withSeededDatabase } from './scratch-database.js';

const RUNS = 60;
const P99_BUDGET_MS = 50;
const SCALE = { submissions: 100_000, assignments: 1000, ownAssignments: 200, ownGroupAssignments: 40, ownSubmissionsEvery: 50 };
const USER = 'bench-user';
const say = (line: string) => void process.stdout.write(`${line}\n`);

// Ids are md5-derived uuids, so the statements can name rows without reading them back. One row
// in ten waits (each by its own submitter: one pending row per person and assignment); the rest
// are graded 0-97 hours after they were sent, with marks spread over the whole range.
const SEED = [
  `INSERT INTO groups (id, name) VALUES (md5('g')::uuid, 'Bench group')`,
  `INSERT INTO group_members (group_id, uid, name, role) VALUES (md5('g')::uuid, '${USER}', 'Bench User', 'owner')`,
  `INSERT INTO assignments (id, title, description, marks, thumbnail_url, due_date, owner_uid, user_email, user_name, group_id, created_at)
     SELECT md5('a' || n)::uuid, 'Essay #' || n, 'Write a clear answer with sources.', 10 + n % 41, 'https://example.com/t.png', now() + interval '30 days',
       CASE WHEN n <= ${SCALE.ownAssignments} THEN '${USER}' ELSE 'owner-' || n % 50 END, 'owner@example.com', 'Owner',
       CASE WHEN n <= ${SCALE.ownGroupAssignments} THEN md5('g')::uuid END, now() - interval '800 days' + n * interval '1 minute'
     FROM generate_series(1, ${SCALE.assignments}) n`,
  `INSERT INTO submissions (assignment_id, group_id, title, marks, status, obtained_marks, submitter_uid, user_email, user_name, google_docs_link, created_at, updated_at, marked_at)
     SELECT a.id, a.group_id, a.title, a.marks, CASE WHEN s.pending THEN 'pending' ELSE 'completed' END::submission_status,
       CASE WHEN s.pending THEN NULL ELSE (s.i * 7) % (a.marks + 1) END, s.who, 'sub@example.com', 'Submitter',
       'https://docs.google.com/document/d/x/edit', s.at, s.at, CASE WHEN s.pending THEN NULL ELSE s.at + (s.i % 97) * interval '1 hour' END
     FROM (SELECT i, i % 10 = 1 AS pending,
             CASE WHEN i % ${SCALE.ownSubmissionsEvery} = 0 THEN '${USER}' WHEN i % 10 = 1 THEN 'p-' || i ELSE 'sub-' || i % 5000 END AS who,
             CASE WHEN i % ${SCALE.ownSubmissionsEvery} = 0 THEN ${SCALE.ownAssignments + 1} + i % ${SCALE.assignments - SCALE.ownAssignments} ELSE 1 + i % ${SCALE.assignments} END AS n,
             now() - interval '730 days' + i * interval '10 minutes' AS at
           FROM generate_series(1, ${SCALE.submissions}) i) s
     JOIN assignments a ON a.id = md5('a' || s.n)::uuid`,
  'VACUUM ANALYZE',
];

async function main(): Promise<void> {
  await withSeededDatabase(SEED, { scale: SCALE, say }, async (handle) => {
    const service = new ProgressService(new ProgressRepository(handle.db), new GroupsRepository(handle.db));
    const user = { uid: USER } as AuthUser;
    // The group's id is md5-derived like every seeded id (see SEED).
    const { rows } = (await handle.db.execute(sql`SELECT md5('g')::uuid::text AS group`)) as unknown as { rows: { group: string }[] };
    const [{ group }] = rows;
    const all = await service.mine(user, {});
    say(`The caller's figures: ${all.student.submitted} submitted, ${all.author.received} received, ${all.author.assignments} assignments`);
    // owner-7 is an ordinary author of the same table: 16 assignments, ~1,600 submissions received.
    const typical = { uid: 'owner-7' } as AuthUser;
    const CASES: QueryCase[] = [
      ['progress, all my work (2,000 sent, ~20,000 received)', () => service.mine(user, {})],
      ["progress, one group's work (40 assignments)", () => service.mine(user, { group })],
      ['progress, a typical author (16 assignments, ~1,600 received)', () => service.mine(typical, {})],
    ];
    await runQueryCases(CASES, { runs: RUNS, p99BudgetMs: P99_BUDGET_MS, file: '.bench/api-progress.json', scale: SCALE, say });
  });
}

main().catch((error: unknown) => {
  console.error(`Progress benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
