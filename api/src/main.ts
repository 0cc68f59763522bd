// `node api/dist/main.js`: parse config, open the database, listen. Every start-up failure ends
// with one line on stderr and exit code 1; SIGINT/SIGTERM close the database cleanly.
import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { describeStartupError, exitWith } from './common/startup/startup-error.js';
import { AppLogger } from './common/logging/app-logger.js';
import { loadConfigOrExit } from './config/config.js';

const config = loadConfigOrExit();
const databaseUrl = config.database.driver === 'postgres' ? config.database.url : undefined;

const app = await createApp(config).catch((error: unknown) => exitWith(describeStartupError(error, databaseUrl)));
const logger = app.get(AppLogger);

try {
  // Fastify's own listen: Nest's would also log the failure as a multi-line error.
  await app.getHttpAdapter().getInstance().listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close().catch(() => undefined);
  const code = (error as { code?: string }).code;
  exitWith(
    code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use (API_PORT). Stop the other process or set API_PORT to a free port.`
      : describeStartupError(error),
  );
}

logger.event('info', 'listening', {
  url: `http://${config.host}:${config.port}/api`,
  db: config.database.driver,
  emulator: Boolean(config.firebase.emulatorHost),
});

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.event('info', 'stopping', { signal });
  // Closing PGlite flushes it to disk and releases the directory lock.
  await app.close().catch((error: unknown) => logger.errorEvent('error while stopping', error));
  process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
