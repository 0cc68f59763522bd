import type { PipeTransform } from '@nestjs/common';
import { MESSAGES } from '@studyhub/contracts';
import type { z } from 'zod';
import { ApiException } from '../errors/api-exception.js';

/**
 * Validates a body or query with a contracts schema. The first issue's message is the answer's
 * `message` (the spec's wording, e.g. 'Title must be at least 5 characters.'); all issues are
 * listed in `errors` for forms that mark several fields at once.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const errors = result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issueMessage(issue),
    }));
    throw new ApiException(400, 'VALIDATION_FAILED', errors[0]?.message ?? MESSAGES.api.badRequest, errors);
  }
}

/** zod's default text for unknown keys names them; keep that, it tells the caller what to remove. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}.`;
  return issue.message;
}
