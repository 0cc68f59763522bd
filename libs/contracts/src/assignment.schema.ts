import { z } from 'zod';
import {
  MESSAGES,
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_SORT_FIELDS,
  ASSIGNMENT_VIEWS,
  DIFFICULTIES,
  LIST_PAGE,
  SORT_ORDERS,
  isImageUrl,
  cleanDisplayName,
} from '@studyhub/contracts/web';
import { pageQueryFields } from './paging.schema.js';
import { dueDateSchema } from './dates.js';
import { describeRules, safeText } from './text.schema.js';
import { viewerSubmissionSchema } from './submission.schema.js';
import { groupIdQuery } from './group.schema.js';

const V = MESSAGES.validation;

export const difficultySchema = z.enum(DIFFICULTIES, { error: V.difficulty });

const L = ASSIGNMENT_LIMITS;

/** An assignment as the API answers it (`_id` kept from the original document shape). */
export const assignmentSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  description: z.string(),
  marks: z.number().int(),
  thumbnailUrl: z.string(),
  difficulty: difficultySchema,
  dueDate: z.string(),
  /** Personal data: only in answers to the assignment's owner (a guest or another user sees the name). */
  userEmail: z.string().optional(),
  userName: z.string(),
  /** Anonymous review (set at create). */
  anonymous: z.boolean(),
  /** The study group that alone sees it; null: public. */
  groupId: z.uuid().nullable(),
  createdAt: z.string(),
  /**
   * Only when the request carried a valid token: whether the caller set this assignment, and
   * their latest submission for it (null: not taken). Guests' answers have no `viewer`.
   */
  viewer: z.object({ isOwner: z.boolean(), submission: viewerSubmissionSchema.nullable() }).optional(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export type AssignmentViewer = NonNullable<Assignment['viewer']>;

/** Fields a user writes when creating or updating; the owner comes from the verified token. */
const editableFields = {
  title: safeText({ min: L.titleMin, tooShort: V.title, max: L.titleMax, tooLong: V.titleMax }),
  description: safeText({
    min: L.descriptionMin,
    tooShort: V.description,
    max: L.descriptionMax,
    tooLong: V.descriptionMax,
    multiline: true,
  }),
  // The column is a 32-bit integer; the product bound is far below it.
  marks: z
    .number({ error: V.marks })
    .int(V.marks)
    .positive(V.marks)
    .max(L.marksMax, V.marksMax)
    .meta(describeRules(`a whole number from 1 ("${V.marks}")`, `to ${L.marksMax} ("${V.marksMax}")`)),
  thumbnailUrl: safeText({ tooShort: V.thumbnailUrl, max: L.urlMax, tooLong: V.thumbnailUrlMax })
    .refine(isImageUrl, { error: V.thumbnailUrl })
    .meta(
      describeRules(
        `an http(s) URL of a .png, .jpg, .jpeg or .gif image ("${V.thumbnailUrl}")`,
        `at most ${L.urlMax} characters ("${V.thumbnailUrlMax}")`,
      ),
    ),
  difficulty: difficultySchema.default('Easy'),
  /** One of the caller's groups (only its members see the assignment), or null for public. */
  // A uuid column compares case-insensitively, so an id in capitals names the same group.
  groupId: z.uuid({ error: V.groupId }).nullable().default(null),
};

/**
 * `userEmail`/`userName` as the original client sends them: the server takes identity from the
 * token (the name only names an account that has none), but they are bounded like any text.
 */
const claimedOwnerFields = {
  userEmail: safeText({ max: L.emailMax, tooLong: V.userEmailMax }).optional(),
  userName: safeText({ max: L.nameMax, tooLong: V.userNameMax }).optional(),
};

/** Body of `API.createAssignment`; unknown keys are rejected. */
export const createAssignmentSchema = z.strictObject({
  ...editableFields,
  dueDate: dueDateSchema({ fromToday: true }),
  /**
   * Anonymous review, chosen once at create: a submission's name goes only to its student and a
   * grade's marker to nobody, in every answer.
   */
  anonymous: z.boolean({ error: V.anonymous }).default(false),
  ...claimedOwnerFields,
});
export type CreateAssignmentInput = z.input<typeof createAssignmentSchema>;

/** Body of `API.updateAssignment`: same fields; an existing past due date may be kept. */
export const updateAssignmentSchema = z.strictObject({
  ...editableFields,
  dueDate: dueDateSchema({ fromToday: false }),
  /** Accepted so one form serves create and update, and ignored: anonymity is fixed at create. */
  anonymous: z.boolean({ error: V.anonymous }).default(false),
  ...claimedOwnerFields,
});
export type UpdateAssignmentInput = z.input<typeof updateAssignmentSchema>;

/**
 * The read-only owner fields the forms validate. The name is cleaned the way the server
 * cleans a token's name, so a long or odd display name never blocks a form its user cannot edit.
 */
const ownerFields = {
  userEmail: safeText({ min: 1, tooShort: V.userEmail, max: L.emailMax, tooLong: V.userEmailMax }),
  userName: z.string({ error: V.userName }).transform((name) => cleanDisplayName(name, L.nameMax) || MESSAGES.assignments.anonymous),
};

/** The create form: the create rules plus the owner fields. */
export const assignmentFormSchema = createAssignmentSchema.extend(ownerFields);
export type AssignmentFormInput = z.input<typeof assignmentFormSchema>;

/** The update form: the update rules (no due-date restriction) plus the owner fields. */
export const assignmentUpdateFormSchema = updateAssignmentSchema.extend(ownerFields);

/** Query of `API.listAssignments` (filters, sort and page; strings because they come from a URL). */
export const assignmentListQuerySchema = z.strictObject({
  difficulty: difficultySchema.optional(),
  search: safeText({ max: LIST_PAGE.searchMax, tooLong: V.searchMax }).optional(),
  sort: z.enum(ASSIGNMENT_SORT_FIELDS, { error: V.sort }).optional(),
  /** One of the caller's own views; needs a token (401 without one). */
  show: z.enum(ASSIGNMENT_VIEWS, { error: V.view }).optional(),
  /** Only this group's assignments (the caller must be a member); without it, the public ones. */
  group: groupIdQuery,
  order: z.enum(SORT_ORDERS, { error: V.order }).default('asc'),
  ...pageQueryFields,
});
export type AssignmentListQuery = z.input<typeof assignmentListQuerySchema>;

/** Body of `API.deleteAssignment`: optional; the original client sends `{ userEmail }`, which is ignored. */
export const deleteAssignmentSchema = z.strictObject({ userEmail: claimedOwnerFields.userEmail }).optional();
