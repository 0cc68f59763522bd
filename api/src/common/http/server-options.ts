// The HTTP server's limits against slow and piled-up clients. Fastify's defaults wait forever
// for a request (requestTimeout and connectionTimeout 0), so a client sending half a header block,
// or a body a byte at a time, held its connection for as long as it liked.
import type { Server } from 'node:http';
import type { AppConfig } from '../../config/config.js';

export function timeoutOptions({ http }: AppConfig) {
  return {
    // The whole request, body included; Node answers 408 through clientErrorHandler.
    requestTimeout: http.requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    // A socket silent both ways for this long (e.g. a client that stopped reading its answer).
    connectionTimeout: 2 * http.requestTimeoutMs,
    // Passed to http.createServer: Node checks the headers and request timeouts every
    // connectionsCheckingInterval (30 s by default, far longer than the timeouts themselves).
    http: {
      headersTimeout: http.headersTimeoutMs,
      requestTimeout: http.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(http.headersTimeoutMs / 4))),
      // Node would answer a request without Host with an empty 400; protocol-checks.ts answers it
      // with the API's error body instead.
      requireHostHeader: false,
    },
  };
}

/** Connections past the cap are closed by Node as they arrive. */
export function capConnections(server: Server, { http }: AppConfig): void {
  server.maxConnections = http.maxConnections;
}
