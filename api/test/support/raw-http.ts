// HTTP below fetch: bytes written to a socket as a broken or hostile client would write them.
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  /** Everything received, status line included. */
  text: string;
  /** The server closed the connection (rather than the test giving up waiting). */
  closedByServer: boolean;
  /** From the first byte written to the close (or the give-up). */
  ms: number;
}

export function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Collects what the server sends until it closes the socket, or `giveUpMs` passes. */
export function readUntilClosed(socket: Socket, giveUpMs = 10_000): Promise<RawAnswer> {
  const started = Date.now();
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => undefined);
  return new Promise((resolve) => {
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body, text, closedByServer, ms: Date.now() - started });
    };
    const timer = setTimeout(() => finish(false), giveUpMs);
    socket.once('close', () => finish(true));
  });
}

/** Writes `payload` on a new connection and reads the answer until the server closes it. */
export async function rawRequest(url: string, payload: string, giveUpMs?: number): Promise<RawAnswer> {
  const socket = await openSocket(url);
  const answer = readUntilClosed(socket, giveUpMs);
  socket.write(payload);
  return answer;
}
