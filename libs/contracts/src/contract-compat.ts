// Whether a remote built against one API contract can talk to an API built from another. Both
// sides are contract summaries (contract-summary.ts): JSON Schemas of what a
// client sends and what the API answers, per call. A call is compatible when everything the remote
// may send is accepted by the API, and everything the API may answer has the shape the remote
// reads. The comparison is structural and errs towards refusing: a constraint it cannot prove
// satisfied counts as a break.

import type { ContractSummary } from './contract-summary.js';

/** A JSON Schema as zod writes it; only the keywords compared here are read. */
type Schema = Record<string, any> | boolean | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
type Shape = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const typesOf = (schema: Shape) => (schema.type === undefined ? null : new Set([schema.type].flat()));
const allows = (types: Set<string>, type: string) => types.has(type) || (type === 'integer' && types.has('number'));
const valuesOf = (schema: Shape): unknown[] | null =>
  'const' in schema ? [schema.const] : Array.isArray(schema.enum) ? schema.enum : null;
const isAny = (schema: Schema): boolean =>
  schema === true ||
  schema === undefined ||
  (typeof schema === 'object' &&
    Object.keys(schema).every((key) => ['$schema', 'description', 'default', 'title', 'examples'].includes(key)));

/** Bounds where a larger receiver minimum (or a smaller maximum) refuses what the sender may send. */
const LOWER = ['minLength', 'minimum', 'exclusiveMinimum', 'minItems'];
const UPPER = ['maxLength', 'maximum', 'exclusiveMaximum', 'maxItems'];

/**
 * Each way a value valid under `sender` may be invalid under `receiver`, as "where: what" lines.
 * Unions: every branch of the sender must fit, and some branch of the receiver must take it.
 * `extraFields: 'ignored'` for answers: a client reads the fields it knows and skips the rest, so a
 * field the API adds breaks nothing (the API, by contrast, refuses unknown fields in a request).
 */
export function breaks(sender: Schema, receiver: Schema, where = '', options: { extraFields?: 'ignored' } = {}): string[] {
  const at = where || '(value)';
  if (isAny(receiver)) return [];
  if (isAny(sender)) return [`${at}: may be anything, but must match a schema`];
  if (typeof sender !== 'object' || typeof receiver !== 'object') return [`${at}: ${String(sender)} where ${String(receiver)} is expected`];
  const union = (schema: Shape): Schema[] | undefined => schema.anyOf ?? schema.oneOf;
  if (union(sender)) return union(sender)!.flatMap((branch) => breaks(branch, receiver, where, options));
  if (union(receiver)) {
    const tries = union(receiver)!.map((branch) => breaks(sender, branch, where, options));
    return tries.some((problems) => problems.length === 0) ? [] : tries.sort((a, b) => a.length - b.length)[0];
  }
  const problems: string[] = [];
  const [sentTypes, takenTypes] = [typesOf(sender), typesOf(receiver)];
  if (takenTypes) {
    const sent = sentTypes ? [...sentTypes] : ['(any type)'];
    const refused = sent.filter((type) => !allows(takenTypes, type));
    if (refused.length) return [`${at}: ${refused.join(', ')} where ${[...takenTypes].join(' or ')} is expected`];
  }
  const [sentValues, takenValues] = [valuesOf(sender), valuesOf(receiver)];
  if (takenValues) {
    const missing = sentValues
      ? sentValues.filter((value) => !takenValues.some((taken) => JSON.stringify(taken) === JSON.stringify(value)))
      : null;
    if (!missing) problems.push(`${at}: any value, where only ${takenValues.map((v) => JSON.stringify(v)).join(', ')} are taken`);
    else if (missing.length) problems.push(`${at}: ${missing.map((v) => JSON.stringify(v)).join(', ')} not taken`);
  }
  for (const key of LOWER)
    if (receiver[key] !== undefined && !(sender[key] >= receiver[key]))
      problems.push(`${at}: ${key} ${receiver[key]} (was ${sender[key] ?? 'none'})`);
  for (const key of UPPER)
    if (receiver[key] !== undefined && !(sender[key] <= receiver[key]))
      problems.push(`${at}: ${key} ${receiver[key]} (was ${sender[key] ?? 'none'})`);
  for (const key of ['pattern', 'format']) {
    if (receiver[key] !== undefined && sender[key] !== receiver[key])
      problems.push(`${at}: ${key} ${receiver[key]} (was ${sender[key] ?? 'none'})`);
  }
  if (receiver.properties || receiver.required || receiver.additionalProperties === false) {
    const sentProps = sender.properties ?? {};
    const sentRequired = new Set<string>(sender.required ?? []);
    for (const name of receiver.required ?? []) {
      if (!sentRequired.has(name)) problems.push(`${where ? `${where}.` : ''}${name}: required, but may be missing`);
    }
    for (const [name, schema] of Object.entries<Schema>(sentProps)) {
      const path = `${where ? `${where}.` : ''}${name}`;
      const taken = receiver.properties?.[name];
      if (taken !== undefined) problems.push(...breaks(schema, taken, path, options));
      else if (options.extraFields === 'ignored') continue;
      else if (receiver.additionalProperties === false) problems.push(`${path}: not accepted`);
      else if (receiver.additionalProperties && typeof receiver.additionalProperties === 'object') {
        problems.push(...breaks(schema, receiver.additionalProperties, path, options));
      }
    }
  }
  if (receiver.items && sender.items) problems.push(...breaks(sender.items, receiver.items, `${where}[]`, options));
  return problems;
}

/**
 * One sentence per break between the calls a remote makes (`calls`, from its build) and the API's
 * contract (`api`, the live API's or the one being built, called `apiName`). Requests flow remote -> API; answers
 * API -> remote, for every success status the remote knows.
 */
export function contractBreaks(calls: ContractSummary, api: ContractSummary, apiName = 'the live API'): string[] {
  const problems: string[] = [];
  for (const [name, call] of Object.entries(calls.calls)) {
    const served = api.calls[name];
    if (!served) {
      problems.push(`it calls ${name} (${call.method} ${call.path}), which ${apiName} does not serve`);
      continue;
    }
    if (served.method !== call.method || served.path !== call.path) {
      problems.push(`it calls ${name} as ${call.method} ${call.path}, but ${apiName} serves it as ${served.method} ${served.path}`);
      continue;
    }
    const lines: string[] = [];
    for (const part of ['params', 'query', 'body'] as const) {
      if (call.request[part] === undefined && served.request[part] === undefined) continue;
      lines.push(
        ...breaks((call.request[part] as Schema) ?? { type: 'object', properties: {} }, served.request[part] as Schema, `request ${part}`),
      );
    }
    for (const [status, schema] of Object.entries(served.responses)) {
      const expected = call.responses[status];
      if (expected === undefined) lines.push(`answer ${status}: not one the remote knows`);
      else lines.push(...breaks(schema as Schema, expected as Schema, `answer ${status}`, { extraFields: 'ignored' }));
    }
    if (lines.length)
      problems.push(
        `${name} changed incompatibly: ${lines.slice(0, 4).join('; ')}${lines.length > 4 ? ` (and ${lines.length - 4} more)` : ''}`,
      );
  }
  return problems;
}
