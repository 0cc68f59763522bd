// `npm run web-server:headers [-- path/to/mf-registry.json]`: prints the headers a production
// host must send with the app, for the PUBLIC_* settings in the environment (the ones the build
// used), the shell's built index.html and the registry the shell will read (the built one by default).
import { readFile } from 'node:fs/promises';
import { securityHeaders } from './security-headers.js';
import type { Registry } from '@studyhub/mf-config';
import { readWebConfig } from '@studyhub/mf-config/web-config';

/** One line of the output (the web servers' lint allows the console only for warnings and errors). */
const print = (line: string) => process.stdout.write(`${line}\n`);

async function main() {
  const config = readWebConfig();
  const [shell] = config.apps;
  const registryFile = process.argv[2] ?? `${shell.dir}/mf-registry.json`;
  const registry: Registry = JSON.parse(await readFile(registryFile, 'utf8'));
  const shellHtml = await readFile(`${shell.dir}/index.html`, 'utf8');
  print(`# Every answer of the shell and of each remote (registry: ${registryFile})`);
  for (const [name, value] of Object.entries(securityHeaders({ config, registry, shellHtml }))) print(`${name}: ${value}`);
  print("\n# Also, on a remote's files other than HTML (manifest, entry, chunks, CSS, first-paint.json)");
  print('Access-Control-Allow-Origin: *');
}

main().catch((error) => {
  console.error(`Cannot print the headers: ${error instanceof Error ? error.message : String(error)} (build first: npm run build)`);
  process.exit(1);
});
