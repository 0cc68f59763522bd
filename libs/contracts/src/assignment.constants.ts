import { PAGE } from './paging.js';

// The assignment's facts a page needs without validating anything (list filters, limits shown in
// hints): no zod here, so such a page downloads none (api-routes.ts says why).

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Upper limits beside the product's minimums, so no single row can grow without bound. */
export const ASSIGNMENT_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  descriptionMin: 20,
  descriptionMax: 5000,
  marksMax: 1000,
  urlMax: 2048,
  nameMax: 100,
  /** RFC 5321's longest address. */
  emailMax: 254,
} as const;
export const ASSIGNMENT_SORT_FIELDS = ['title', 'difficulty', 'marks', 'dueDate'] as const;
export type AssignmentSortField = (typeof ASSIGNMENT_SORT_FIELDS)[number];
/**
 * The signed-in caller's own views of the list: `mine` the assignments they set, `not-taken` those
 * of others they have not submitted to, `to-grade` those with someone else's work waiting.
 */
export const ASSIGNMENT_VIEWS = ['mine', 'not-taken', 'to-grade'] as const;
export type AssignmentView = (typeof ASSIGNMENT_VIEWS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export const LIST_PAGE = { ...PAGE, searchMax: 100 } as const;
