import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { PAGE, pageQueryFields } from './paging.js';
import { isImageUrl, isTodayOrLater } from './patterns.js';

const V = MESSAGES.validation;

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

/** Field limits beyond the spec's minimums, so no single row can grow without bound. */
export const ASSIGNMENT_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  descriptionMin: 20,
  descriptionMax: 5000,
  marksMax: 1000,
  urlMax: 2048,
  nameMax: 100,
} as const;
const L = ASSIGNMENT_LIMITS;

/** An assignment as the API answers it (spec point 3; `_id` kept from the original document shape). */
export const assignmentSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  description: z.string(),
  marks: z.number().int(),
  thumbnailUrl: z.string(),
  difficulty: difficultySchema,
  dueDate: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  createdAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

const isoDateString = z
  .string({ error: V.dueDate })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: V.dueDate });

/** Fields a user writes when creating or updating; the owner comes from the verified token. */
const editableFields = {
  title: z.string({ error: V.title }).trim().min(L.titleMin, V.title).max(L.titleMax),
  description: z
    .string({ error: V.description })
    .trim()
    .min(L.descriptionMin, V.description)
    .max(L.descriptionMax),
  marks: z.number({ error: V.marks }).int(V.marks).positive(V.marks).max(L.marksMax),
  thumbnailUrl: z
    .string({ error: V.thumbnailUrl })
    .trim()
    .max(L.urlMax)
    .refine(isImageUrl, { error: V.thumbnailUrl }),
  difficulty: difficultySchema.default('Easy'),
};

/**
 * Body of POST /api/assignments. `userEmail`/`userName` are accepted because the spec's client
 * sends them, but the server takes identity from the token; unknown keys are rejected.
 */
export const createAssignmentSchema = z.strictObject({
  ...editableFields,
  dueDate: isoDateString.refine((value) => isTodayOrLater(value), { error: V.dueDate }),
  userEmail: z.string().optional(),
  userName: z.string().optional(),
});
export type CreateAssignmentInput = z.input<typeof createAssignmentSchema>;

/** Body of PUT /api/assignments/:id: same fields; an existing past due date may be kept. */
export const updateAssignmentSchema = z.strictObject({
  ...editableFields,
  dueDate: isoDateString,
  userEmail: z.string().optional(),
  userName: z.string().optional(),
});
export type UpdateAssignmentInput = z.input<typeof updateAssignmentSchema>;

/** The read-only owner fields the spec's forms validate (the server takes them from the token). */
const ownerFields = {
  userEmail: z.string().trim().min(1, V.userEmail),
  userName: z.string().trim().min(1, V.userName).max(L.nameMax),
};

/** The create form: the create rules plus the owner fields. */
export const assignmentFormSchema = createAssignmentSchema.extend(ownerFields);
export type AssignmentFormInput = z.input<typeof assignmentFormSchema>;

/** The update form: the update rules (no due-date restriction) plus the owner fields. */
export const assignmentUpdateFormSchema = updateAssignmentSchema.extend(ownerFields);

export const ASSIGNMENT_SORT_FIELDS = ['title', 'difficulty', 'marks'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const LIST_PAGE = { ...PAGE, searchMax: 100 } as const;

/** Query of GET /api/assignments (filters, sort and page; strings because they come from a URL). */
export const assignmentListQuerySchema = z.strictObject({
  difficulty: difficultySchema.optional(),
  search: z.string().trim().max(LIST_PAGE.searchMax).optional(),
  sort: z.enum(ASSIGNMENT_SORT_FIELDS).optional(),
  order: z.enum(SORT_ORDERS).default('asc'),
  ...pageQueryFields,
});
export type AssignmentListQuery = z.input<typeof assignmentListQuerySchema>;

export const deleteAssignmentSchema = z.strictObject({ userEmail: z.string().optional() }).optional();
