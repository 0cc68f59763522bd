import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DATABASE, type DatabaseHandle } from './database.js';

export const DATABASE_HANDLE = Symbol('DATABASE_HANDLE');

/** Closes the database (and releases the PGlite directory lock) when the app closes. */
class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}

/**
 * The database is opened before Nest starts (so a locked directory or unreachable server stops
 * start-up with one clear line) and handed in here; repositories inject DATABASE.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forHandle(handle: DatabaseHandle): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: DATABASE_HANDLE, useValue: handle }, { provide: DATABASE, useValue: handle.db }, DatabaseLifecycle],
      exports: [DATABASE_HANDLE, DATABASE],
    };
  }
}
