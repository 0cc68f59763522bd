// `node api/dist/main.js`: parse config, open the database, listen. Every start-up failure ends
// with one line on stderr and exit code 1; SIGINT/SIGTERM close the database cleanly.
import { Server as NetServer, connect, type AddressInfo, type Socket } from 'node:net';
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

// Graceful stop: no new connections, every request already sent is answered, then the database
// closes. Node's http server.close() resets every connection without a request in progress,
// including accepted ones whose request is still unread (PGlite keeps the event loop busy, so under
// load that lasts seconds): those are tracked here, and only the listener is closed at first.
/** In-flight requests get this long to finish after SIGTERM/SIGINT; then the process exits 1. */
const SHUTDOWN_GRACE_MS = 10_000;
/** A client that connected but sends nothing stops holding up the closing of idle connections. */
const UNREAD_WAIT_MS = 5_000;
const server = app.getHttpAdapter().getInstance().server;
const unread = new Set<Socket>();
server.on('connection', (socket: Socket) => {
  unread.add(socket);
  socket.once('close', () => unread.delete(socket));
});
server.on('request', (request) => unread.delete(request.socket));

/**
 * Connections clients opened before the signal may still wait in the kernel's accept queue, and
 * closing the listener would reset them. Node accepts about one connection per event-loop turn, and
 * a PGlite query takes a turn, so under load that queue drains at tens per second (27 were waiting
 * at SIGTERM in the chaos run). The queue is first in, first out: once a connection opened now is
 * accepted, every earlier one is too. Bounded to half the grace period.
 */
function acceptQueued(): Promise<void> {
  const { address, port } = server.address() as AddressInfo;
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return new Promise((resolve) => {
    const probe = connect({ host, port });
    const done = () => {
      server.off('connection', accepted);
      probe.destroy();
      resolve();
    };
    const accepted = (socket: Socket) => {
      if (socket.remotePort !== probe.localPort) return;
      socket.destroy();
      done();
    };
    server.on('connection', accepted);
    probe.once('error', done);
    setTimeout(done, SHUTDOWN_GRACE_MS / 2).unref();
  });
}

/** Resolves once the listener is closed and every connection has ended. */
function drainHttp(): Promise<void> {
  const ended = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()));
  // Node keeps a keep-alive connection open after its last answer until keepAliveTimeout (72 s in
  // Fastify), even while closing: close idle ones as they appear, once nothing unread is left.
  const unreadDeadline = Date.now() + UNREAD_WAIT_MS;
  const closeIdle = setInterval(() => {
    if (unread.size === 0 || Date.now() > unreadDeadline) server.closeIdleConnections();
  }, 50);
  return ended.finally(() => clearInterval(closeIdle));
}

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.event('info', 'stopping', { signal });
  setTimeout(() => {
    logger.event('error', 'stop timed out: exiting with requests still open', { graceMs: SHUTDOWN_GRACE_MS });
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await acceptQueued();
  await drainHttp();
  // Then Nest's own shutdown (Fastify's close finds its server already closed) and the database:
  // PGlite is flushed to disk and its directory lock released.
  await app.close().catch((error: unknown) => logger.errorEvent('error while stopping', error));
  process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
