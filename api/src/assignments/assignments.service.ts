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
import { toAssignment } from './assignment.mapper.js';
import { assignmentNotFound, emailRequired, notOwnerToDelete, notOwnerToEdit } from './assignments.errors.js';
import { AssignmentsRepository, type AssignmentFields } from './assignments.repository.js';

type CreateInput = z.output<typeof createAssignmentSchema>;
type UpdateInput = z.output<typeof updateAssignmentSchema>;
type ListQuery = z.output<typeof assignmentListQuerySchema>;

/** Only what a user may write; `userEmail`/`userName` in a body never reach the row. */
function editable(input: CreateInput | UpdateInput): AssignmentFields {
  const { title, description, marks, thumbnailUrl, difficulty, dueDate } = input;
  // The schema accepted the string only because this same parser could read it.
  return { title, description, marks, thumbnailUrl, difficulty, dueDate: parseIsoDate(dueDate)! };
}

@Injectable()
export class AssignmentsService {
  constructor(@Inject(AssignmentsRepository) private readonly repository: AssignmentsRepository) {}

  async list(query: ListQuery): Promise<{ items: Assignment[]; total: number; exact: boolean }> {
    const { rows, total, exact } = await this.repository.list({ ...query, search: query.search || undefined });
    return { items: rows.map(toAssignment), total, exact };
  }

  async get(id: string): Promise<Assignment> {
    const row = await this.repository.findById(id);
    if (!row) throw assignmentNotFound();
    return toAssignment(row);
  }

  async create(user: AuthUser, input: CreateInput): Promise<Assignment> {
    if (!user.email) throw emailRequired();
    const row = await this.repository.create({
      ...editable(input),
      ownerUid: user.uid,
      userEmail: user.email,
      userName: displayName(user, input.userName),
    });
    return toAssignment(row);
  }

  async update(user: AuthUser, id: string, input: UpdateInput): Promise<Assignment> {
    const row = await this.repository.updateOwned(id, user.uid, editable(input));
    if (row) return toAssignment(row);
    // Nothing changed: say why (the row is gone, or it is someone else's).
    throw (await this.repository.findById(id)) ? notOwnerToEdit() : assignmentNotFound();
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    if (await this.repository.deleteOwned(id, user.uid)) return;
    throw (await this.repository.findById(id)) ? notOwnerToDelete() : assignmentNotFound();
  }
}
