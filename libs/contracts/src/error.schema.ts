import { z } from 'zod';
import { ERROR_CODES } from '@studyhub/contracts/web';

export const errorCodeSchema = z.enum(ERROR_CODES);

/** One problem of a refused input: where (dot path, '' for the whole input) and what, in the product's words. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The body of every 4xx/5xx answer of the API. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  code: errorCodeSchema,
  /** The first problem, in the product's words: what a form shows. */
  message: z.string(),
  /** VALIDATION_FAILED only: every problem, for forms that mark several fields at once. */
  errors: z.array(fieldIssueSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
