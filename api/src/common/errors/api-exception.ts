import { HttpException } from '@nestjs/common';
import type { ApiError, ErrorCode, FieldIssue } from '@studyhub/contracts';

/** An error the caller should see as is: status, stable code and the product's wording. */
export class ApiException extends HttpException {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldIssue[],
  ) {
    super(message, statusCode);
  }

  toBody(): ApiError {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}
