import { HttpException } from '@nestjs/common';
import type { ApiError, ErrorCode } from '@studyhub/contracts';

export interface FieldIssue {
  path: string;
  message: string;
}

/** An error the caller should see as is: status, stable code and the spec's wording. */
export class ApiException extends HttpException {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldIssue[],
  ) {
    super(message, statusCode);
  }

  toBody(): ApiError & { errors?: FieldIssue[] } {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}
