// `npm run web-server -- <app>`: serves one built app (`shell`, `mf-grading`, ...) on its port, in
// a process of its own, as production runs it (docs/operations.md, "Web servers"). Ports and the
// PUBLIC_* settings come from the environment (libs/mf-config/src/web-config.ts). SIGTERM or
// SIGINT stops taking connections and ends once the open requests are answered.
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { parseArgs } from 'node:util';
import { WEB_SERVER_ENV } from './process-env.js';
import { createStaticServer, listen } from './static-server.js';
import { webServerOptions } from './web-servers.js';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  // --dev <app>: an app `npm run dev` runs in `rsbuild dev` (the registry points at its dev server).
  options: { host: { type: 'string', default: '127.0.0.1' }, dev: { type: 'string', multiple: true, default: [] } },
});
const environment = readWebConfig();
const config = { ...environment, apps: environment.apps.map((app) => ({ ...app, dev: values.dev.includes(app.label) })) };
const label = positionals[0];
const app = config.apps.find((candidate) => candidate.label === label);
if (!app) {
  console.error(`Usage: npm run web-server -- <${config.apps.map((candidate) => candidate.label).join(' | ')}> [--host 0.0.0.0]`);
  process.exit(2);
}
const options = (await webServerOptions(config, { publish: app.spa, only: app.label })).get(app.label);
if (!options) throw new Error(`${app.label} has no build to serve.`);
const server = await listen(await createStaticServer(options), app.port, values.host, app.label);
console.log(`${app.label} on http://${values.host}:${app.port}`);
for (const [name, value] of Object.entries(WEB_SERVER_ENV)) {
  if (process.env[name] === undefined)
    console.warn(`${app.label}: ${name} is not set; start this process with ${name}=${value} (web-server/src/process-env.ts says why).`);
}
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
