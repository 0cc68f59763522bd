// A service refuses by code alone: it does not know which call it serves. The contract row of the
// call being served declares each refusal once, with its status and message (libs/contracts/src/
// api-contract.ts), and RefusalInterceptor answers from that row.
import { COMMON_ERRORS, AUTH_ERRORS, type EndpointDefinition, type ErrorCase, type ErrorCode } from '@studyhub/contracts';
import { ApiException } from './api-exception.js';

export class Refusal extends Error {
  constructor(readonly code: ErrorCode) {
    super(`refused: ${code}`);
  }
}

/** The refusals `endpoint` may answer, by status: its own row's, its not-found, and those of every call. */
function declared(endpoint: EndpointDefinition): [number, ErrorCase][] {
  const tables = [endpoint.errors ?? {}, ...(endpoint.notFound ? [{ 404: [endpoint.notFound] }] : []), COMMON_ERRORS];
  if (endpoint.auth !== 'guest') tables.push(AUTH_ERRORS);
  return tables.flatMap((table) =>
    Object.entries(table).flatMap(([status, cases]) => cases.map((c): [number, ErrorCase] => [Number(status), c])),
  );
}

/** `code` as `endpoint`'s row declares it, or undefined when the row does not (or gives no message). */
export function declaredRefusal(endpoint: EndpointDefinition, code: ErrorCode): ApiException | undefined {
  const found = declared(endpoint).find(([, c]) => c.code === code && c.message !== undefined);
  return found && new ApiException(found[0], code, found[1].message!);
}
