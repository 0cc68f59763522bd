// The API's paths for the tools, from the contract table's build (libs/contracts/dist), so each
// path is written once (libs/contracts/src/api-contract.ts). Loaded on first use, once the build
// that `npm start`, `npm test` and the benches run first has made it.
type Contracts = typeof import('@studyhub/contracts');

let contract: Contracts | undefined;

/** `{ API, API_PATHS, API_DOCS, pathOf }` of @studyhub/contracts. */
export async function apiContract(): Promise<Contracts> {
  contract ??= await import('@studyhub/contracts');
  return contract;
}
