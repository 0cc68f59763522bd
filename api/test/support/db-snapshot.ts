// What every table holds, to prove a refused request changed nothing.
import { asc } from 'drizzle-orm';
import type { Database } from '../../src/db/database.js';
import {
  assignments,
  claims,
  contactRequests,
  grades,
  groupInvites,
  groupMembers,
  groups,
  notifications,
  regradeRequests,
  submissions,
} from '../../src/db/schema.js';

export interface Snapshot {
  assignments: unknown[];
  submissions: unknown[];
  grades: unknown[];
  regradeRequests: unknown[];
  contactRequests: unknown[];
  groups: unknown[];
  groupMembers: unknown[];
  groupInvites: unknown[];
  notifications: unknown[];
  claims: unknown[];
}

/** Every row of every table, in key order (dates as ISO strings, so snapshots compare with toEqual). */
export async function snapshot(db: Database): Promise<Snapshot> {
  const [
    assignmentRows,
    submissionRows,
    gradeRows,
    regradeRows,
    contactRows,
    groupRows,
    memberRows,
    inviteRows,
    notificationRows,
    claimRows,
  ] = await Promise.all([
    db.select().from(assignments).orderBy(asc(assignments.id)),
    db.select().from(submissions).orderBy(asc(submissions.id)),
    db.select().from(grades).orderBy(asc(grades.id)),
    db.select().from(regradeRequests).orderBy(asc(regradeRequests.id)),
    db.select().from(contactRequests).orderBy(asc(contactRequests.id)),
    db.select().from(groups).orderBy(asc(groups.id)),
    db.select().from(groupMembers).orderBy(asc(groupMembers.groupId), asc(groupMembers.uid)),
    db.select().from(groupInvites).orderBy(asc(groupInvites.id)),
    db.select().from(notifications).orderBy(asc(notifications.id)),
    db.select().from(claims).orderBy(asc(claims.submissionId)),
  ]);
  return JSON.parse(
    JSON.stringify(
      {
        assignments: assignmentRows,
        submissions: submissionRows,
        grades: gradeRows,
        regradeRequests: regradeRows,
        contactRequests: contactRows,
        groups: groupRows,
        groupMembers: memberRows,
        groupInvites: inviteRows,
        notifications: notificationRows,
        claims: claimRows,
      },
      (_key, value: unknown) => (typeof value === 'bigint' ? String(value) : value),
    ),
  ) as Snapshot;
}

/** The same facts as one string, cheap enough to read after every fuzzed request. */
export async function fingerprint(db: Database): Promise<string> {
  return JSON.stringify(await snapshot(db));
}
