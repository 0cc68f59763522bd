// `npm run api:check-remotes`: before an API deploy (and in CI), checks the API being built against
// every remote version users can load: each remote's live version (releases/live.json; `local` is its
// own build) and every published release, since any of them can be previewed (?preview=). Fails on an
// operation a remote calls that the API no longer serves, or a schema change that breaks it
// (contractBreaks in libs/contracts). docs/operations.md, "Deploying the API", gives the order this allows.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { contractBreaks, contractSummary, type ContractSummary } from '@studyhub/contracts';
import { readWebConfig } from '@studyhub/mf-config/web-config';
import { remoteDistDir } from '@studyhub/web-server/release-registry';
import { LOCAL, REMOTES, listReleases, liveVersionOf, readJson, readLive, versionDir } from '@studyhub/web-server/release-store';
import { API_CALLS_FILE } from './lib/release-checks.js';

async function main() {
  // The contract table the API is built from (tsx reads the contracts' sources).
  const api = contractSummary();
  const config = readWebConfig();
  const live = await readLive();
  const problems: string[] = [];
  for (const remote of REMOTES) {
    const liveVersion = liveVersionOf(live, remote);
    const versions = new Set([liveVersion, ...(await listReleases(remote)).map(({ version }) => version)]);
    for (const version of versions) {
      const dir = version === LOCAL ? remoteDistDir(config, remote) : versionDir(remote, version);
      const role = version === liveVersion ? 'live' : 'previewable';
      const file = join(dir, API_CALLS_FILE);
      if (!existsSync(file)) {
        // A release from before calls were recorded, or a remote not built: nothing to compare.
        console.log(`${remote.name} ${version} (${role}): no ${API_CALLS_FILE}, not checked`);
        continue;
      }
      const calls = await readJson<ContractSummary>(file);
      const breaks = contractBreaks(calls, api, 'the API being built');
      console.log(
        `${remote.name} ${version} (${role}): ${Object.keys(calls.calls).length} calls, ${breaks.length ? `${breaks.length} broken` : 'all served'}`,
      );
      problems.push(...breaks.map((line) => `${remote.name} ${version} (${role}): ${line}`));
    }
  }
  if (problems.length) {
    throw new Error(
      `The API being built would break remotes users can load:\n  - ${problems.join('\n  - ')}\nDeploy an API that still serves them (expand first), or retire those versions.`,
    );
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
