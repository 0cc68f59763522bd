// `npm run rollback -- <remote> [version] [--force]`: points the registry back at an earlier checked
// release of one remote, by default the version live before the current one (skipping any that was
// itself rolled back from), or at `local`, the remote's own build. Nothing is rebuilt; the checks run
// again only if the shell or the other remotes changed since the version passed them. A target that
// no longer fits is refused with the reason; `--force` puts it live anyway and prints what breaks.
import { parseArgs } from 'node:util';
import { describeLive, fail } from './lib/release-cli.js';
import { previousLiveVersion, pointAt } from './lib/release-point.js';
import { LOCAL, Refusal, assertVersion, findRemote, readLive, withReleaseLock } from '@studyhub/web-server/release-store';
import { readWebConfig } from '@studyhub/mf-config/web-config';

const USAGE = `Usage: npm run rollback -- <remote> [<version> | ${LOCAL}] [--force]`;

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean' }, force: { type: 'boolean' } } });
  if (values.help || positionals.length < 1 || positionals.length > 2) throw new Refusal(USAGE);
  const remote = findRemote(positionals[0]);
  const config = readWebConfig();
  await withReleaseLock(async () => {
    const live = await readLive();
    const version = positionals[1] ?? previousLiveVersion(live.remotes[remote.name]);
    if (!version) throw new Refusal(`${remote.name} has no earlier live version to roll back to (npm run releases).`);
    if (version !== LOCAL) assertVersion(version);
    const result = await pointAt({ config, remote, version, action: 'rollback', force: values.force });
    console.log(result.unchanged ? `${remote.name} ${version} is live already; nothing changed.` : describeLive(remote, result));
    if (!result.unchanged && result.breaks.length)
      console.warn(`Forced live although the checks failed; what breaks:\n  - ${result.breaks.join('\n  - ')}`);
  });
}

main().catch(fail);
