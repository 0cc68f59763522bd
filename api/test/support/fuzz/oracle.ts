// What every answer must satisfy, whatever was sent: no 5xx; a 4xx body of exactly
// { statusCode, code, message } (plus `errors` on validation failures) with no stack trace, SQL or
// echo of the input; a 2xx body shaped as the contracts say, with clean display names.
import { ASSIGNMENT_LIMITS, ERROR_CODES, MESSAGES, cleanDisplayName, isStorableText } from '@studyhub/contracts';
import type { FuzzEndpoint } from './endpoints.js';

export type ViolationKind = 'server-error' | 'no-answer' | 'error-shape' | 'leak' | 'echo' | 'answer-shape' | 'unclean-text' | 'db-changed';

export interface Finding {
  kind: ViolationKind;
  detail: string;
}

/** Internals a caller must never see: stack frames, file paths, SQL, driver and error class names. */
const LEAKS = [
  /\bat [\w$.<>]+ \(/,
  /\.(?:ts|js|mjs|cjs):\d+/,
  /node_modules|\/work\/|file:\/\//,
  /\b(?:select|insert into|delete from|returning|where)\b.*\b(?:from|values|set)\b/i,
  /syntax error|violates|relation "|column "|sqlstate|22p05|22021|invalid byte sequence/i,
  /pglite|postgres|drizzle|failed query|\bpg\b/i,
  /\b(?:TypeError|RangeError|SyntaxError|ReferenceError|HttpException|Fst_err)\b/i,
  /FST_/,
];

const KNOWN_TEXT = JSON.stringify(MESSAGES);
/** Every message the contracts define: a refusal other than VALIDATION_FAILED carries one of them. */
const KNOWN_MESSAGES = new Set<string>();
const collect = (node: unknown): void => {
  if (typeof node === 'string') KNOWN_MESSAGES.add(node);
  else if (node !== null && typeof node === 'object') Object.values(node).forEach(collect);
};
collect(MESSAGES);
const ERROR_KEYS = new Set(['statusCode', 'code', 'message', 'errors']);
const CODES = new Set<string>(ERROR_CODES);
/** Keys the API may name back when unknown (see parse-or-refuse.ts). */
const NAMEABLE_KEY = /^[A-Za-z_$][\w$]{0,39}$/;

function errorShape(status: number, body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'not a JSON object';
  const record = body as Record<string, unknown>;
  const extra = Object.keys(record).filter((key) => !ERROR_KEYS.has(key));
  if (extra.length) return `unexpected keys ${extra.join(',').slice(0, 100)}`;
  if (record.statusCode !== status) return `statusCode ${String(record.statusCode)} on a ${status}`;
  if (typeof record.code !== 'string' || !CODES.has(record.code)) return `unknown code ${String(record.code).slice(0, 60)}`;
  if (typeof record.message !== 'string' || record.message === '' || record.message.length > 300)
    return 'message missing or over 300 characters';
  // Validation messages may name a field; every other code has its fixed wording in the contracts.
  if (record.code !== 'VALIDATION_FAILED' && !KNOWN_MESSAGES.has(record.message)) return `message of ${record.code} not from the contracts`;
  if (record.errors === undefined) return undefined;
  if (record.code !== 'VALIDATION_FAILED') return `errors[] on ${record.code}`;
  const items = record.errors;
  const fine =
    Array.isArray(items) &&
    items.length <= 50 &&
    items.every((item) => {
      const keys = item !== null && typeof item === 'object' ? Object.keys(item) : [];
      return keys.length === 2 && typeof item.path === 'string' && typeof item.message === 'string' && item.message.length <= 300;
    });
  return fine ? undefined : 'errors[] not a short list of { path, message }';
}

/** Strings of the request worth looking for in an answer: long enough to be unmistakable. */
function echoCandidates(sent: readonly string[]): string[] {
  return sent.filter((text) => text.trim().length >= 8 && !NAMEABLE_KEY.test(text) && !KNOWN_TEXT.includes(text));
}

export function checkError(status: number, contentType: string, text: string, sent: readonly string[]): Finding[] {
  if (!contentType.includes('application/json')) return [{ kind: 'error-shape', detail: `content-type ${contentType || 'none'}` }];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [{ kind: 'error-shape', detail: 'body is not JSON' }];
  }
  const findings: Finding[] = [];
  const shape = errorShape(status, body);
  if (shape) findings.push({ kind: 'error-shape', detail: shape });
  const leak = LEAKS.find((pattern) => pattern.test(text));
  if (leak) findings.push({ kind: 'leak', detail: `matches ${leak}` });
  // The API names unknown keys back when they are plain identifiers ('Unknown field(s): $13000000000.'):
  // those are allowed, so they are taken out before looking for other sent text inside them.
  const named = sent.filter((piece) => NAMEABLE_KEY.test(piece)).sort((a, b) => b.length - a.length);
  const unnamed = named.reduce((rest, key) => rest.split(key).join(''), text);
  const echoed = echoCandidates(sent).find((piece) => unnamed.includes(piece) || unnamed.includes(JSON.stringify(piece).slice(1, -1)));
  if (echoed !== undefined) findings.push({ kind: 'echo', detail: `echoes ${JSON.stringify(echoed.slice(0, 60))}` });
  return findings;
}

/** Display names a 2xx answer carries, cleaned as the API promises. */
function uncleanNames(body: unknown): string[] {
  const items = Array.isArray(body) ? body : [body];
  return items
    .map((item) => (item as { userName?: unknown } | null)?.userName)
    .filter((name): name is string => typeof name === 'string')
    .filter((name) => !isStorableText(name) || cleanDisplayName(name, ASSIGNMENT_LIMITS.nameMax) !== name);
}

export function checkSuccess(endpoint: FuzzEndpoint, text: string): Finding[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [{ kind: 'answer-shape', detail: 'body is not JSON' }];
  }
  const parsed = endpoint.answer.safeParse(body);
  if (!parsed.success) return [{ kind: 'answer-shape', detail: parsed.error.issues[0]?.message.slice(0, 200) ?? 'invalid' }];
  const unclean = uncleanNames(body);
  return unclean.length ? [{ kind: 'unclean-text', detail: `userName ${JSON.stringify(unclean[0].slice(0, 60))}` }] : [];
}
