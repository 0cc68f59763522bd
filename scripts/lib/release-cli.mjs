// What the release commands print: one clear message for a refusal (exit 1) or a failure (exit 2),
// and short summaries of what is live.
import { Refusal } from './release-store.mjs';

export const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;

/** Ends a command: a refusal is the expected "no" (exit 1), anything else a failure (exit 2). */
export function fail(error) {
  if (error instanceof Refusal) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

/** After a switch: what is live now, where it is served from, and how to undo it. */
export function describeLive(remote, { from, version, manifest, checks, notes = [] }) {
  return [
    `${remote.name} ${version} is live (was ${from}): the next page load picks it up.`,
    `  registry: ${manifest}`,
    `  checks:   ${checks}`,
    ...notes.map((note) => `  note:     ${version} ${note}`),
  ].join('\n');
}
