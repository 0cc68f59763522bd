// Which API calls a remote's code makes, found in its sources at build time, and the file its build
// publishes about them (API_CALLS_FILE): the contract summary of those calls as the build saw it
// (libs/contracts/src/contract-summary.ts). A release compares it with the live API's contract and
// refuses a remote that calls what the API does not serve, or in a shape it no longer takes.
import { contractSummary, type ContractSummary } from '@studyhub/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const API_CALLS_FILE = 'mf-api-calls.json';

/** Every call goes through `contractRequest('<name>', …)` (libs/api-client); the name is a literal. */
const CALL = /\bcontractRequest\(\s*(['"])(\w+)\1/g;
const ANY_CALL = /\bcontractRequest\(/g;

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.(spec|test)\.tsx?$/.test(file) && !file.includes('test-support');

/**
 * The call names in the `.ts`/`.tsx` files under `srcDir` (tests aside). Throws when a call's name is
 * not a string literal: it could not be known here, and the release check would miss it.
 */
export function findApiCalls(srcDir: string): string[] {
  const names = new Set<string>();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(isSource);
  for (const file of files) {
    const text = readFileSync(join(srcDir, file), 'utf8');
    const literal = [...text.matchAll(CALL)];
    if (literal.length !== [...text.matchAll(ANY_CALL)].length) {
      throw new Error(
        `${relative(process.cwd(), join(srcDir, file))}: contractRequest must be called with the call's name as a string literal`,
      );
    }
    for (const match of literal) names.add(match[2]);
  }
  return [...names].sort();
}

/**
 * The file's content: the summary of the calls found, as the contracts this build uses define them.
 * Build configs load the contracts' compiled `dist/` (Node resolution, not the bundler's paths), so a
 * name missing there means a stale build of the contracts: refuse rather than leave the call out.
 */
export function apiCallsFile(srcDir: string): ContractSummary {
  const names = findApiCalls(srcDir);
  const summary = contractSummary(names);
  const unknown = names.filter((name) => !summary.calls[name]);
  if (unknown.length) {
    throw new Error(
      `${unknown.join(', ')}: not in the contract table of libs/contracts/dist; build it first (npx nx run @studyhub/contracts:build)`,
    );
  }
  return summary;
}
