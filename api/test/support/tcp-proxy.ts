// A TCP proxy between the API and PostgreSQL: cutting it is, for the API, the database going away
// (every connection dropped, new ones refused), without stopping the shared server other suites
// use. api/test/database-outage.spec.ts and the chaos run (tools/src/chaos/postgres-outage.ts) cut it.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The local port that forwards to the target. */
  readonly port: number;
  /** Refuses new connections and drops every open one, as a stopped server would. */
  cut(): Promise<void>;
  /** Accepts again on the same port. */
  restore(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = createConnection(target);
        track(client);
        track(upstream);
        client.pipe(upstream);
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as { port: number }).port;
        server = listening;
        resolve();
      });
    });

  const cut = async () => {
    const closing = server;
    if (!closing) return;
    server = null;
    const closed = new Promise((resolve) => closing.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    async restore() {
      if (!server) await listen();
    },
    stop: cut,
  };
}
