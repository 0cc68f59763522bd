// The database check behind /api/health, shared for a short while: a load balancer, a monitor and
// a flood of health requests alike cost at most one `select 1` per period, however many arrive.
import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { DATABASE_HANDLE } from '../db/database.module.js';

@Injectable()
export class DatabaseCheck {
  private last?: { at: number; pending: boolean; ok: boolean; answer: Promise<boolean> };

  constructor(
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Whether the database answered. A success is shared for HEALTH_CACHE_MS; a failure only while it
   * is being found out, so a load balancer sees the database back on its very next probe. A check in
   * flight is shared either way: a burst never opens several at once, even while the database is
   * silent (each check then waits up to the pool's 5 s connect timeout).
   */
  reachable(): Promise<boolean> {
    const now = Date.now();
    if (this.last && (this.last.pending || (this.last.ok && now - this.last.at < this.config.healthCacheMs))) return this.last.answer;
    const last = { at: now, pending: true, ok: false, answer: Promise.resolve(false) };
    last.answer = this.database.db
      .execute(sql`select 1`)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        Object.assign(last, { pending: false, ok, at: Date.now() });
        return ok;
      });
    this.last = last;
    return last.answer;
  }

  get driver(): DatabaseHandle['driver'] {
    return this.database.driver;
  }
}
