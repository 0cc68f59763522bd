// What the tools read of the release state, from the release scripts (scripts/lib, JavaScript outside
// the Nx graph until they move into this project; issue 26). One file, so that move touches only it.
/* eslint-disable @nx/enforce-module-boundaries */
export { API_CALLS_FILE } from '../../scripts/lib/release-checks.mjs';
export { remoteDistDir } from '../../scripts/lib/release-registry.mjs';
export { LOCAL, REMOTES, listReleases, liveVersionOf, readJson, readLive, versionDir } from '../../scripts/lib/release-store.mjs';
export { readWebConfig } from '../../scripts/lib/web-config.mjs';
