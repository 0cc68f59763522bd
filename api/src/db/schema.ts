// The one Drizzle schema for both drivers (PGlite and node-postgres). Kept free of relative
// imports so drizzle-kit can load it on its own when generating migrations.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Declaration order is the sort order: ORDER BY difficulty gives Easy < Medium < Hard.
export const difficultyEnum = pgEnum('difficulty', ['Easy', 'Medium', 'Hard']);
// Declaration order is the author's view's order too: waiting work first.
export const submissionStatusEnum = pgEnum('submission_status', ['pending', 'completed', 'withdrawn']);
export const regradeStatusEnum = pgEnum('regrade_status', ['open', 'kept', 'reopened']);
// Declaration order is rank order: ORDER BY role lists the owner, then admins, then members.
export const groupRoleEnum = pgEnum('group_role', ['owner', 'admin', 'member']);

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A study group; who is in it is group_members. */
export const groups = pgTable('groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  pictureUrl: text('picture_url').notNull().default(''),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** An invite link: its token is the link's secret (256 random bits), so it is unique. */
export const groupInvites = pgTable(
  'group_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdByUid: text('created_by_uid').notNull(),
    createdByName: text('created_by_name').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** null: no limit. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('group_invites_token_idx').on(t.token), index('group_invites_group_idx').on(t.groupId, t.createdAt, t.id)],
);

/**
 * Who is in which group. The primary key (group_id, uid) answers every membership check in one
 * index probe; (uid, joined_at) lists a user's groups.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    role: groupRoleEnum('role').notNull().default('member'),
    // Kept when the link is revoked (revoking only turns it off); gone with the group.
    inviteId: uuid('invite_id').references(() => groupInvites.id, { onDelete: 'set null' }),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.uid] }),
    index('group_members_uid_idx').on(t.uid, t.joinedAt),
    index('group_members_order_idx').on(t.groupId, t.role, t.joinedAt, t.uid),
    // One owner per group, whatever races.
    uniqueIndex('group_members_one_owner_idx')
      .on(t.groupId)
      .where(sql`${t.role} = 'owner'`),
    index('group_members_invite_idx').on(t.inviteId),
  ],
);

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    marks: integer('marks').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    difficulty: difficultyEnum('difficulty').notNull().default('Easy'),
    dueDate: timestamptz('due_date').notNull(),
    ownerUid: text('owner_uid').notNull(),
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    // null: public. A group's assignments go with it (its service withdraws their waiting work first).
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('assignments_group_idx').on(t.groupId, t.createdAt, t.id),
    // Every list ORDER BY ends with (created_at, id) in the same direction as its sort key, so
    // these ascending indexes serve ASC scans forwards and DESC scans backwards.
    index('assignments_created_idx').on(t.createdAt, t.id),
    index('assignments_difficulty_idx').on(t.difficulty, t.createdAt, t.id),
    index('assignments_marks_idx').on(t.marks, t.createdAt, t.id),
    index('assignments_title_lower_idx').on(sql`lower(${t.title})`, t.createdAt, t.id),
    index('assignments_due_date_idx').on(t.dueDate, t.createdAt, t.id),
    index('assignments_owner_idx').on(t.ownerUid),
    // ILIKE '%term%' search over title and description (pg_trgm, see migration 0000). No pending
    // list (fastupdate off, migration 0003): with one, every search scanned up to 4 MB of recent
    // entries linearly, and a rare term served 200 list req/s instead of 805 (docs/benchmarks.md).
    // Assignments are written by hand, a few at a time; searches are what the table serves.
    index('assignments_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('assignments_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')).with({ fastupdate: false }),
  ],
);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Nullable: deleting an assignment keeps its submissions (title and marks were copied).
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    marks: integer('marks').notNull(),
    status: submissionStatusEnum('status').notNull().default('pending'),
    obtainedMarks: integer('obtained_marks'),
    feedback: text('feedback').notNull().default(''),
    submitterUid: text('submitter_uid').notNull(),
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    googleDocsLink: text('google_docs_link').notNull(),
    notes: text('notes').notNull().default(''),
    // Judged at each (re)submit against the assignment's due date (contracts: isPastDue).
    late: boolean('late').notNull().default(false),
    // Copied from the assignment at submit, so its answers keep names back even after a deletion.
    anonymous: boolean('anonymous').notNull().default(false),
    // Copied from the assignment at submit (and moved with it), so the queue filters by group
    // without a join; kept as a plain id (no foreign key): graded work outlives its group.
    groupId: uuid('group_id'),
    // The regrade request on the current grade (grades.ts history has them all); null on a new grade.
    regradeStatus: regradeStatusEnum('regrade_status'),
    markedBy: text('marked_by'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    markedAt: timestamptz('marked_at'),
  },
  (t) => [
    index('submissions_submitter_idx').on(t.submitterUid, t.createdAt, t.id),
    index('submissions_status_idx').on(t.status, t.createdAt, t.id),
    // The progress dashboard's figures, read from these two indexes alone (index-only scans, no
    // table rows): an author's received work by assignment (this one also serves the assignment
    // foreign key), a student's own. 100k submissions, an author of 20k and a student of 2k: with
    // the repository's lateral count per assignment, the call's median went from 110 to 43 ms
    // (docs/benchmarks.md).
    index('submissions_assignment_idx').on(t.assignmentId, t.status, t.submitterUid, t.marks, t.obtainedMarks, t.updatedAt, t.markedAt),
    index('submissions_submitter_figures_idx').on(t.submitterUid, t.groupId, t.status, t.marks, t.obtainedMarks, t.updatedAt, t.markedAt),
    index('submissions_group_pending_idx')
      .on(t.groupId, t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // One pending submission per user per assignment: a resubmit updates it (ON CONFLICT against
    // this index), so one user cannot flood the queue. Marked rows are outside the index.
    uniqueIndex('submissions_one_pending_idx')
      .on(t.assignmentId, t.submitterUid)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every grade a submission was given, kept when a regrade replaces it (the history). */
export const grades = pgTable(
  'grades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    markerUid: text('marker_uid').notNull(),
    markerName: text('marker_name').notNull(),
    obtainedMarks: integer('obtained_marks').notNull(),
    marks: integer('marks').notNull(),
    feedback: text('feedback').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('grades_submission_idx').on(t.submissionId, t.createdAt), index('grades_marker_idx').on(t.submissionId, t.markerUid)],
);

/** A student's request to look at a grade again; one per grade (the unique index says so). */
export const regradeRequests = pgTable(
  'regrade_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    gradeId: uuid('grade_id')
      .notNull()
      .references(() => grades.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: regradeStatusEnum('status').notNull().default('open'),
    reply: text('reply').notNull().default(''),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    resolvedAt: timestamptz('resolved_at'),
  },
  (t) => [
    uniqueIndex('regrade_requests_grade_idx').on(t.gradeId),
    index('regrade_requests_submission_idx').on(t.submissionId, t.createdAt),
  ],
);

/** What visitors send through the contact forms, kept for the team (`npm run contact-requests`). */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    request: text('request').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('contact_requests_created_idx').on(t.createdAt, t.id)],
);

/**
 * What happened to someone's work, kept for its recipient (read or not) and pushed live. The id is
 * a sequence, so it orders them and is the event stream's resume point (Last-Event-ID). Facts are
 * copied when it happens (title, names as anonymity allowed then), like a submission's own.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    recipientUid: text('recipient_uid').notNull(),
    kind: text('kind', { enum: ['graded', 'submitted', 'regradeRequested', 'regradeAnswered'] }).notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    assignmentId: uuid('assignment_id'),
    title: text('title').notNull(),
    actorName: text('actor_name'),
    obtainedMarks: integer('obtained_marks'),
    marks: integer('marks'),
    decision: text('decision', { enum: ['keep', 'reopen'] }),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientUid, t.id),
    index('notifications_unread_idx')
      .on(t.recipientUid)
      .where(sql`${t.readAt} IS NULL`),
    index('notifications_submission_idx').on(t.submissionId),
  ],
);

/**
 * Who is marking a pending submission now (the mark dialog is open). Informative only: the mark's
 * own UPDATE decides races. One row per submission; an expired row is as good as none.
 */
export const claims = pgTable('claims', {
  submissionId: uuid('submission_id')
    .primaryKey()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  claimerUid: text('claimer_uid').notNull(),
  claimerName: text('claimer_name').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export type AssignmentRow = typeof assignments.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;
export type GradeRow = typeof grades.$inferSelect;
export type RegradeRequestRow = typeof regradeRequests.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;
export type GroupMemberRow = typeof groupMembers.$inferSelect;
export type GroupInviteRow = typeof groupInvites.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type ClaimRow = typeof claims.$inferSelect;
