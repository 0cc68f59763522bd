// What a client and the API must agree on, per call, as plain JSON: method, path, and the JSON
// Schema of what the client sends (params, query, body: zod's input side) and of what the API
// answers (each success status: the output side). The API serves it for all calls
// (API_DOCS.contract); a remote's build records it for the calls it makes (mf-api-calls.json), so a
// release can compare the two without running either side's code (contract-compat.ts).
import { z } from 'zod';
import { API, type EndpointDefinition } from './api-contract.js';

export interface CallSummary {
  method: string;
  path: string;
  request: { params?: unknown; query?: unknown; body?: unknown };
  responses: Record<string, unknown>;
}

export interface ContractSummary {
  version: 1;
  calls: Record<string, CallSummary>;
}

// Refinements and transforms have no JSON form; they are checked by the API either way.
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

function summarize(endpoint: EndpointDefinition): CallSummary {
  const request: CallSummary['request'] = {};
  if (endpoint.params) request.params = jsonSchema(endpoint.params, 'input');
  if (endpoint.query) request.query = jsonSchema(endpoint.query, 'input');
  if (endpoint.body) request.body = jsonSchema(endpoint.body, 'input');
  const responses = Object.fromEntries(
    Object.entries(endpoint.responses).map(([status, { schema }]) => [status, jsonSchema(schema, 'output')]),
  );
  return { method: endpoint.method, path: endpoint.path, request, responses };
}

/** The summary of `names` (default: every call in the contract table). Unknown names are left out. */
export function contractSummary(names: readonly string[] = Object.keys(API)): ContractSummary {
  const calls: Record<string, CallSummary> = {};
  for (const name of [...new Set(names)].sort()) {
    const endpoint = (API as Record<string, EndpointDefinition | undefined>)[name];
    if (endpoint) calls[name] = summarize(endpoint);
  }
  return { version: 1, calls };
}
