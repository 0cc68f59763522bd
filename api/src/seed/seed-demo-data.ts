import type { Database } from '../db/database.js';
import { assignments, grades, groupMembers, groups, submissions } from '../db/schema.js';
import { DEMO_ASSIGNMENTS, DEMO_SUBMISSIONS, type DemoAssignment } from './demo-assignments.js';
import { DEMO_GROUP } from './demo-group.js';
import { DEMO_USERS } from './demo-users.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const user = (uid: string) => DEMO_USERS.find((candidate) => candidate.uid === uid)!;

/** The row of a demo assignment, its due date counted from `now`. */
const assignmentRow = (a: DemoAssignment, webOrigin: string, now: number) => ({
  title: a.title,
  description: a.description,
  marks: a.marks,
  difficulty: a.difficulty,
  thumbnailUrl: `${webOrigin}/thumbnails/${a.thumbnail}.jpg`,
  // Noon UTC keeps the calendar day the same in every user's time zone.
  dueDate: new Date(Math.floor(now / DAY) * DAY + a.dueInDays * DAY + DAY / 2),
  ownerUid: a.owner,
  userEmail: user(a.owner).email,
  userName: user(a.owner).displayName,
});

/** Writes the demo data in one transaction: a failure leaves the database as it was. */
export async function seedDemoData(db: Database, webOrigin: string, reset: boolean) {
  const now = Date.now();
  return db.transaction(async (tx) => {
    if (reset) {
      await tx.delete(submissions);
      await tx.delete(assignments);
      await tx.delete(groups);
    }
    const rows = await tx
      .insert(assignments)
      .values(
        DEMO_ASSIGNMENTS.map((a, index) => {
          // A week apart, so "newest first" shows the list in a stable order and every demo
          // submission comes after its assignment.
          const createdAt = new Date(now - (DEMO_ASSIGNMENTS.length - index) * 7 * DAY);
          return { ...assignmentRow(a, webOrigin, now), createdAt, updatedAt: createdAt };
        }),
      )
      .returning();
    const created = DEMO_SUBMISSIONS.map((s, index) => {
      const assignment = rows[s.assignment];
      const submitter = user(s.submitter);
      const sentAt = new Date(now - s.daysAgo * DAY);
      return {
        assignmentId: assignment.id,
        title: assignment.title,
        marks: assignment.marks,
        submitterUid: submitter.uid,
        userEmail: submitter.email,
        userName: submitter.displayName,
        googleDocsLink: `https://docs.google.com/document/d/demo-${s.submitter}-${index + 1}/edit`,
        notes: s.notes,
        createdAt: sentAt,
        updatedAt: sentAt,
        ...(s.marked
          ? {
              status: 'completed' as const,
              obtainedMarks: s.marked.obtainedMarks,
              feedback: s.marked.feedback,
              markedBy: s.marked.by,
              markedAt: new Date(sentAt.getTime() + s.marked.afterHours * HOUR),
            }
          : {}),
      };
    });
    const stored = await tx.insert(submissions).values(created).returning();
    // Each graded demo submission has its grade in the history too, with its marker's name.
    const graded = stored.filter((row) => row.status === 'completed' && row.markedBy);
    if (graded.length > 0) {
      await tx.insert(grades).values(
        graded.map((row) => ({
          submissionId: row.id,
          markerUid: row.markedBy!,
          markerName: user(row.markedBy!).displayName,
          obtainedMarks: row.obtainedMarks!,
          marks: row.marks,
          feedback: row.feedback,
          createdAt: row.markedAt!,
        })),
      );
    }
    const [group] = await tx.insert(groups).values({ name: DEMO_GROUP.name, description: DEMO_GROUP.description }).returning();
    await tx
      .insert(groupMembers)
      .values(DEMO_GROUP.members.map(({ uid, role }) => ({ groupId: group.id, uid, role, name: user(uid).displayName })));
    await tx.insert(assignments).values({ ...assignmentRow(DEMO_GROUP.assignment, webOrigin, now), groupId: group.id });
    return { assignments: rows.length + 1, submissions: created.length, groups: 1 };
  });
}
