import type { PipeTransform } from '@nestjs/common';
import type { ErrorCode } from '@studyhub/contracts';
import { z } from 'zod';
import { ApiException } from '../errors/api-exception.js';

const uuid = z.uuid();

/**
 * A malformed id cannot name anything, so it gets the same 404 as an unknown one (and never
 * reaches PostgreSQL, which would reject it with a 500-worthy cast error).
 */
export class UuidParamPipe implements PipeTransform<string, string> {
  constructor(
    private readonly code: ErrorCode,
    private readonly message: string,
  ) {}

  transform(value: string): string {
    if (!uuid.safeParse(value).success) throw new ApiException(404, this.code, this.message);
    return value.toLowerCase();
  }
}
