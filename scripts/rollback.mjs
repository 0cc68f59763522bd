// `npm run rollback -- <remote> [version]`: points the registry back at an earlier checked release
// of one remote, by default the version live before the current one (skipping any that was itself
// rolled back from), or at `local`, the remote's own build. Nothing is rebuilt; the checks run again
// only if the shell or the other remotes changed since the version passed them.
import { parseArgs } from 'node:util';
import { describeLive, fail } from './lib/release-cli.mjs';
import { previousLiveVersion, pointAt } from './lib/release-point.mjs';
import { LOCAL, Refusal, assertVersion, findRemote, readLive, withReleaseLock } from './lib/release-store.mjs';
import { readWebConfig } from './lib/web-config.mjs';

const USAGE = `Usage: npm run rollback -- <remote> [<version> | ${LOCAL}]`;

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean' } } });
  if (values.help || positionals.length < 1 || positionals.length > 2) throw new Refusal(USAGE);
  const remote = findRemote(positionals[0]);
  const config = readWebConfig();
  await withReleaseLock(async () => {
    const live = await readLive();
    const version = positionals[1] ?? previousLiveVersion(live.remotes[remote.name]);
    if (!version) throw new Refusal(`${remote.name} has no earlier live version to roll back to (npm run releases).`);
    if (version !== LOCAL) assertVersion(version);
    const result = await pointAt({ config, remote, version, action: 'rollback' });
    console.log(result.unchanged ? `${remote.name} ${version} is live already; nothing changed.` : describeLive(remote, result));
  });
}

main().catch(fail);
