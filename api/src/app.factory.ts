// Builds a ready (not yet listening) API from parsed config: the entry point and the tests share it.
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module.js';
import { clientErrorHandler, routerErrorHandler } from './common/http/client-errors.js';
import { registerHttpPlugins } from './common/http/http-plugins.js';
import { serverRequestId } from './common/http/request-id.js';
import { capConnections, timeoutOptions } from './common/http/server-options.js';
import { AppLogger } from './common/logging/app-logger.js';
import { warnIfAuthEmulator } from './common/startup/emulator-warning.js';
import type { AppConfig } from './config/config.js';
import { openDatabase } from './db/database.js';

export interface AppOptions {
  /** Where log lines go (stdout when absent); tests read them from a stream. */
  logDestination?: DestinationStream;
}

export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestFastifyApplication> {
  const logger = new AppLogger(config.logLevel, options.logDestination);
  warnIfAuthEmulator(config, logger);
  const database = await openDatabase(config.database);
  try {
    const adapter = new FastifyAdapter({
      ...timeoutOptions(config),
      bodyLimit: config.bodyLimitBytes,
      genReqId: serverRequestId,
      requestIdHeader: false,
      // Rate limits are per client IP; without this, every client behind a proxy is one client.
      ...(config.trustProxyHops > 0 ? { trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops } : {}),
      // One pino instance for Nest and Fastify; the request line is ours (see http-plugins.ts).
      loggerInstance: logger.pino,
      logController: new LogController({ disableRequestLogging: true }),
      // Ids are UUIDs: a longer path parameter is refused (414) before routing, in our error shape.
      routerOptions: { maxParamLength: 100 },
      frameworkErrors: routerErrorHandler,
      clientErrorHandler,
      // While closing, Fastify would refuse a request that still arrives (pipelined, or on a
      // keep-alive connection) with its own 503 body, off the contract. Nest closes the server
      // before the database, so the request is served instead, and its connection then closed.
      return503OnClosing: false,
    });
    capConnections(adapter.getInstance().server, config);
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, database, logger), adapter, {
      logger,
      abortOnError: false,
    });
    app.setGlobalPrefix('api');
    await registerHttpPlugins(app, config, logger);
    await app.init();
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}
