// What the release commands print: one clear message for a refusal (exit 1) or a failure (exit 2),
// and short summaries of what is live.
import { Refusal, type RemoteRef } from '@studyhub/web-server/release-store';

/** What a switch of the live version did (pointAt), as describeLive prints it. */
export interface LiveSwitch {
  from: string;
  version: string;
  /** The manifest URL the registry points at now. */
  manifest: string;
  /** How the checks went, in words. */
  checks: string;
  notes?: string[];
}

export const kb = (bytes: number): string => `${Math.round(bytes / 1024)} KB`;

/** Ends a command: a refusal is the expected "no" (exit 1), anything else a failure (exit 2). */
export function fail(error: unknown): never {
  if (error instanceof Refusal) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

/** After a switch: what is live now, where it is served from, and how to undo it. */
export function describeLive(remote: RemoteRef, { from, version, manifest, checks, notes = [] }: LiveSwitch): string {
  return [
    `${remote.name} ${version} is live (was ${from}): the next page load picks it up.`,
    `  registry: ${manifest}`,
    `  checks:   ${checks}`,
    ...notes.map((note) => `  note:     ${version} ${note}`),
  ].join('\n');
}
