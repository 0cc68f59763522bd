// Small network helpers of the chaos run: free ports, "is anything accepting here?", and HTTP
// calls that report a dropped connection as an outcome rather than throwing.
import { createConnection, createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** 'accepted' | 'refused' | another error code: what a brand-new TCP connection meets. */
export function tryConnect(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : error.code ?? 'error'));
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One API call. Never throws: `{ status, body, headers }` for an answer, `{ status: 0, error }`
 * when the connection failed or was cut (the write may or may not have happened).
 */
export async function call(base, method, path, { token, body, timeoutMs = 15_000 } = {}) {
  const headers = {};
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
    let parsed = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed, headers: response.headers };
  } catch (error) {
    return { status: 0, error: error?.cause?.code ?? error?.name ?? String(error) };
  }
}
