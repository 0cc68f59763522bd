import { Inject, Injectable } from '@nestjs/common';
import {
  parseIsoDate,
  type Assignment,
  type assignmentListQuerySchema,
  type createAssignmentSchema,
  type updateAssignmentSchema,
} from '@studyhub/contracts';
import type { z } from 'zod';
import { displayName } from '../common/auth/display-name.js';
import type { AuthUser } from '../common/auth/firebase-auth.service.js';
import { toAssignment, withViewer } from './assignment.mapper.js';
import { requireEmail } from '../common/auth/require-email.js';
import { AssignmentsRepository, type AssignmentFields } from './assignments.repository.js';
import { GroupsRepository } from '../groups/groups.repository.js';
import { Refusal } from '../common/errors/refusal.js';

type CreateInput = z.output<typeof createAssignmentSchema>;
type UpdateInput = z.output<typeof updateAssignmentSchema>;
type ListQuery = z.output<typeof assignmentListQuerySchema>;

/** Only what a user may write; `userEmail`/`userName` in a body never reach the row. */
function editable(input: CreateInput | UpdateInput): AssignmentFields {
  const { title, description, marks, thumbnailUrl, difficulty, dueDate, groupId } = input;
  // The schema accepted the string only because this same parser could read it.
  return { title, description, marks, thumbnailUrl, difficulty, dueDate: parseIsoDate(dueDate)!, groupId };
}

@Injectable()
export class AssignmentsService {
  constructor(
    @Inject(AssignmentsRepository) private readonly repository: AssignmentsRepository,
    @Inject(GroupsRepository) private readonly groups: GroupsRepository,
  ) {}

  /** A guest's list, or with `user` the caller's view of it (`viewer` on each item, `show`). */
  async list(query: ListQuery, user?: AuthUser): Promise<{ items: Assignment[]; total: number; exact: boolean }> {
    const { show, ...filter } = query;
    if ((show || filter.group) && !user) throw new Refusal('UNAUTHENTICATED');
    if (filter.group) await this.requireMember(user!, filter.group);
    const view = show && user ? { show, uid: user.uid } : undefined;
    const { rows, total, exact } = await this.repository.list({ ...filter, view, search: query.search || undefined });
    if (!user) return { items: rows.map((row) => toAssignment(row)), total, exact };
    const mine = await this.repository.latestSubmissionsOf(
      user.uid,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => withViewer(row, user.uid, mine.get(row.id))), total, exact };
  }

  async get(id: string, user?: AuthUser): Promise<Assignment> {
    const row = await this.repository.findVisible(id, user?.uid);
    if (!row) throw new Refusal('ASSIGNMENT_NOT_FOUND');
    if (!user) return toAssignment(row);
    const mine = await this.repository.latestSubmissionsOf(user.uid, [row.id]);
    return withViewer(row, user.uid, mine.get(row.id));
  }

  async create(user: AuthUser, input: CreateInput): Promise<Assignment> {
    requireEmail(user);
    if (input.groupId) await this.requireMember(user, input.groupId);
    const row = await this.repository.create({
      ...editable(input),
      anonymous: input.anonymous,
      ownerUid: user.uid,
      userEmail: user.email,
      userName: displayName(user, input.userName),
    });
    return toAssignment(row, user.uid);
  }

  async update(user: AuthUser, id: string, input: UpdateInput): Promise<Assignment> {
    if (input.groupId) await this.requireMember(user, input.groupId);
    const row = await this.repository.updateOwned(id, user.uid, editable(input));
    if (row) return toAssignment(row, user.uid);
    // Nothing changed: say why (the row is gone, or it is someone else's).
    throw new Refusal((await this.repository.findVisible(id, user.uid)) ? 'NOT_ASSIGNMENT_OWNER' : 'ASSIGNMENT_NOT_FOUND');
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    if (await this.repository.deleteOwned(id, user.uid)) return;
    throw new Refusal((await this.repository.findVisible(id, user.uid)) ? 'NOT_ASSIGNMENT_OWNER' : 'ASSIGNMENT_NOT_FOUND');
  }

  /** Posting to, or listing, a group is for its members; to anyone else it does not exist. */
  private async requireMember(user: AuthUser, groupId: string): Promise<void> {
    if (!(await this.groups.roleOf(groupId, user.uid))) throw new Refusal('GROUP_NOT_FOUND');
  }
}
