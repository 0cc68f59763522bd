// The database check behind /api/health, shared for a short while: a load balancer, a monitor and
// a flood of health requests alike cost at most one `select 1` per period, however many arrive.
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { DATABASE_HANDLE } from '../db/database.module.js';

@Injectable()
export class DatabaseCheck {
  private last?: { at: number; answer: Promise<boolean> };

  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Whether the database answered; requests within HEALTH_CACHE_MS of a check share its answer. */
  reachable(): Promise<boolean> {
    const now = Date.now();
    // A check still in flight is shared too, so a burst never opens several at once.
    if (this.last && now - this.last.at < this.config.healthCacheMs) return this.last.answer;
    const answer = this.database.db.execute(sql`select 1`).then(() => true, () => false);
    this.last = { at: now, answer };
    return answer;
  }

  get driver(): DatabaseHandle['driver'] {
    return this.database.driver;
  }
}
