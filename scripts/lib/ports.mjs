// Fails fast, before anything is built or started, when a port the app needs is taken.
import { createServer } from 'node:net';

function isFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** `ports`: [{ port, label }]. Throws one line naming every busy port. */
export async function assertPortsFree(ports, host = '127.0.0.1') {
  const busy = [];
  for (const { port, label } of ports) if (!(await isFree(port, host))) busy.push(`${port} (${label})`);
  if (busy.length) {
    throw new Error(`Port ${busy.join(', ')} already in use: stop what is using it or set another port (see README, Configuration).`);
  }
}

export function stackPorts(config) {
  return [
    ...config.apps.map((app) => ({ port: app.port, label: app.label })),
    { port: config.API_PORT, label: 'API' },
    { port: 9099, label: 'Firebase Auth emulator' },
  ];
}
