// Fails fast, before anything is built or started, when a port the app needs is taken.
import { DEFAULT_EMULATOR_HOST } from '@studyhub/contracts/web';
import { createServer, type Server } from 'node:net';
import type { WebApp, WebConfig } from '@studyhub/mf-config/web-config';

/** A port the stack listens on, and what listens there (for the error line). */
export interface NamedPort {
  port: number;
  label: string;
}

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** `ports`: [{ port, label }]. Throws one line naming every busy port. */
export async function assertPortsFree(ports: readonly NamedPort[], host = '127.0.0.1'): Promise<void> {
  const busy: string[] = [];
  for (const { port, label } of ports) if (!(await isFree(port, host))) busy.push(`${port} (${label})`);
  if (busy.length) {
    throw new Error(`Port ${busy.join(', ')} already in use: stop what is using it or set another port (see README, Configuration).`);
  }
}

/** The port a server listening on TCP (e.g. on port 0, any free one) was given. */
export function listeningPort(server: Pick<Server, 'address'>): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The server is not listening on a TCP port.');
  return address.port;
}

/** Every port `npm start` listens on: the web apps', the API's and the Auth emulator's. */
export function stackPorts(config: Pick<WebConfig, 'API_PORT'> & { apps: readonly Pick<WebApp, 'port' | 'label'>[] }): NamedPort[] {
  return [
    ...config.apps.map((app) => ({ port: app.port, label: app.label })),
    { port: config.API_PORT, label: 'API' },
    { port: Number(DEFAULT_EMULATOR_HOST.split(':')[1]), label: 'Firebase Auth emulator' },
  ];
}
