// LISTEN needs a connection of its own for as long as it listens, so it cannot be a pooled client.
// A dropped connection is opened again by itself (1 s, doubling to 30 s); notifications sent while
// it was away are gone, so each reconnect is reported and the caller resynchronises.
import type pg from 'pg';

type PgModule = typeof pg;

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export async function listenPostgres(
  pgModule: PgModule,
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pgModule.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = undefined;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    client = next;
    retryMs = FIRST_RETRY_MS;
  };

  const scheduleReconnect = () => {
    retry = setTimeout(() => {
      connect().then(onLost, () => {
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        if (!stopped) scheduleReconnect();
      });
    }, retryMs);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
