// Small network helpers of the chaos run: free ports, "is anything accepting here?", and HTTP
// calls that report a dropped connection as an outcome rather than throwing.
import { createConnection, createServer, type AddressInfo } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // Listening on a TCP port: the address is an AddressInfo, never a pipe name.
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** 'accepted' | 'refused' | another error code: what a brand-new TCP connection meets. */
export function tryConnect(port: number, host = '127.0.0.1'): Promise<string> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : (error.code ?? 'error')));
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface CallOptions {
  /** A Firebase ID token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs?: number;
}

/** The API answered: `body` is the parsed JSON when it said JSON, else the text. */
export interface Answered<T> {
  status: number;
  body: T;
  headers: Headers;
  error?: undefined;
}

/** No answer: the connection failed or was cut. `error`: its code, or the error's name. */
export interface NotAnswered {
  status: 0;
  error: string;
  body?: undefined;
  headers?: undefined;
}

export type Answer<T = unknown> = Answered<T> | NotAnswered;

/** Whether the API answered at all (status 0: the connection failed or was cut). */
export const answered = <T>(answer: Answer<T>): answer is Answered<T> => answer.status !== 0;

/**
 * One API call. Never throws: `{ status, body, headers }` for an answer, `{ status: 0, error }`
 * when the connection failed or was cut (the write may or may not have happened). `T`: the JSON the
 * caller expects when the call succeeds (not checked).
 */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  { token, body, timeoutMs = 15_000 }: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  } catch (error) {
    return { status: 0, error: errorCode(error) };
  }
}

/** `error?.cause?.code ?? error?.name ?? String(error)`: fetch's network errors carry the code in `cause`. */
function errorCode(error: unknown): string {
  const { cause, name } = (error ?? {}) as { cause?: { code?: string }; name?: string };
  return cause?.code ?? name ?? String(error);
}
