import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { AssignmentsModule } from './assignments/assignments.module.js';
import { AuthModule } from './common/auth/auth.module.js';
import { ContactModule } from './contact/contact.module.js';
import { ResponseCheckInterceptor } from './common/contract/response-check.interceptor.js';
import { RefusalInterceptor } from './common/errors/refusal.interceptor.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { AppLogger } from './common/logging/app-logger.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { DatabaseModule } from './db/database.module.js';
import type { DatabaseHandle } from './db/database.js';
import { DocsModule } from './docs/docs.module.js';
import { GroupsModule } from './groups/groups.module.js';
import { HealthModule } from './health/health.module.js';
import { ProgressModule } from './progress/progress.module.js';
import { LiveModule } from './live/live.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { SubmissionsModule } from './submissions/submissions.module.js';

/** Config and logger, available to every module. */
@Global()
@Module({})
class CoreModule {
  static register(config: AppConfig, logger: AppLogger): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: AppLogger, useValue: logger },
      ],
      exports: [APP_CONFIG, AppLogger],
    };
  }
}

/** Built per app instance from already-parsed config and an open database (tests build several). */
@Module({})
export class AppModule {
  static register(config: AppConfig, database: DatabaseHandle, logger: AppLogger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.register(config, logger),
        DatabaseModule.forHandle(database),
        AuthModule,
        HealthModule,
        AssignmentsModule,
        SubmissionsModule,
        GroupsModule,
        ProgressModule,
        NotificationsModule,
        LiveModule,
        ContactModule,
        DocsModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_INTERCEPTOR, useClass: RefusalInterceptor },
        // Development and tests check every answer against the contract; production trusts the tests.
        ...(config.env === 'production' ? [] : [{ provide: APP_INTERCEPTOR, useClass: ResponseCheckInterceptor }]),
      ],
    };
  }
}
