import { MESSAGES } from '@studyhub/contracts';
import type { z } from 'zod';
import { ApiException } from '../errors/api-exception.js';

/**
 * Parses a query or body with its contract schema, or refuses it with 400 VALIDATION_FAILED: the
 * first issue's message is the answer's `message` (the product's wording, e.g. 'Title must be at
 * least 5 characters.'); all issues are listed in `errors` for forms that mark several fields.
 */
export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issueMessage(issue),
  }));
  throw new ApiException(400, 'VALIDATION_FAILED', errors[0]?.message ?? MESSAGES.api.badRequest, errors);
}

/** A key worth naming back: a plain identifier, short. Anything else is never echoed. */
const NAMEABLE_KEY = /^[A-Za-z_$][\w$]{0,39}$/;
const MAX_NAMED_KEYS = 5;

/**
 * Unknown keys are named, which tells the caller what to remove, but only plain identifiers and
 * only a few: the answer never echoes arbitrary input (markup, control characters, 10,000 keys).
 */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'unrecognized_keys') return issue.message;
  const named = issue.keys.filter((key) => NAMEABLE_KEY.test(key)).slice(0, MAX_NAMED_KEYS);
  return named.length === issue.keys.length ? `Unknown field(s): ${named.join(', ')}.` : 'Unknown field(s) in the request.';
}
