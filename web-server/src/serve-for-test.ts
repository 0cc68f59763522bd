// A server of this project on a free loopback port, for its node:test files.
import type { FastifyInstance } from 'fastify';
import { get } from 'node:http';
import { createStaticServer, type StaticServerOptions } from './static-server.js';

const running: FastifyInstance[] = [];

/** Serves `options` on a free port; resolves to its origin and port. */
export async function serveForTest(options: StaticServerOptions): Promise<{ origin: string; port: number }> {
  const server = await createStaticServer(options);
  running.push(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('The test server has no port.');
  return { origin: `http://127.0.0.1:${address.port}`, port: address.port };
}

/** Closes every server `serveForTest` started. */
export const closeTestServers = () => Promise.all(running.splice(0).map((server) => server.close()));

/**
 * A browser's revalidation of a file it holds: If-None-Match alone. (fetch() adds
 * `Cache-Control: no-cache` to a request with If-None-Match, which asks for the file again.)
 */
export const revalidate = (url: string, etag: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers: { 'If-None-Match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
