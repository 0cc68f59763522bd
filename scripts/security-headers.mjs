// `node scripts/security-headers.mjs [path/to/mf-registry.json]`: prints the headers a production
// host must send with the app, for the PUBLIC_* settings in the environment (the ones the build
// used), the shell's built index.html and the registry the shell will read (the built one by default).
import { readFile } from 'node:fs/promises';
import { securityHeaders } from './lib/security-headers.mjs';
import { readWebConfig } from './lib/web-config.mjs';

async function main() {
  const config = readWebConfig();
  const [shell] = config.apps;
  const registryFile = process.argv[2] ?? `${shell.dir}/mf-registry.json`;
  const registry = JSON.parse(await readFile(registryFile, 'utf8'));
  const shellHtml = await readFile(`${shell.dir}/index.html`, 'utf8');
  console.log(`# Every answer of the shell and of each remote (registry: ${registryFile})`);
  for (const [name, value] of Object.entries(securityHeaders({ config, registry, shellHtml }))) console.log(`${name}: ${value}`);
  console.log("\n# Also, on a remote's files other than HTML (manifest, entry, chunks, CSS, first-paint.json)");
  console.log('Access-Control-Allow-Origin: *');
}

main().catch((error) => {
  console.error(`Cannot print the headers: ${error instanceof Error ? error.message : String(error)} (build first: npm run build)`);
  process.exit(1);
});
