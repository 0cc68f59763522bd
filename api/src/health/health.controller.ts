import { Controller } from '@nestjs/common';
import { API, MESSAGES } from '@studyhub/contracts';
import { Endpoint } from '../common/contract/endpoint.decorator.js';
import { ApiException } from '../common/errors/api-exception.js';
import { DatabaseCheck } from './database-check.js';

/** Readiness for load balancers and start scripts: answers only when the database does. */
@Controller()
export class HealthController {
  constructor(private readonly check: DatabaseCheck) {}

  @Endpoint(API.health)
  async health() {
    // Whatever the cause (server down, pool exhausted, PGlite closed), this instance cannot serve
    // data now: a load balancer should route elsewhere until it answers 200 again.
    if (!(await this.check.reachable())) throw new ApiException(503, 'SERVICE_UNAVAILABLE', MESSAGES.api.serviceUnavailable);
    return { status: 'ok' as const, db: this.check.driver };
  }
}
