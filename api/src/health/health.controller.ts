import { Controller, Inject } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { API, MESSAGES } from '@studyhub/contracts';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { ApiException } from '../common/errors/api-exception.js';
import type { DatabaseHandle } from '../db/database.js';
import { DATABASE_HANDLE } from '../db/database.module.js';

/** Readiness for load balancers and start scripts: answers only when the database does. */
@Controller()
export class HealthController {
  constructor(@Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle) {}

  @Endpoint(API.health)
  async check() {
    try {
      await this.database.db.execute(sql`select 1`);
    } catch {
      // Whatever the cause (server down, pool exhausted, PGlite closed), this instance cannot
      // serve data now: a load balancer should route elsewhere until it answers 200 again.
      throw new ApiException(503, 'SERVICE_UNAVAILABLE', MESSAGES.api.serviceUnavailable);
    }
    return { status: 'ok' as const, db: this.database.driver };
  }
}
