// One fuzzed request: which call, who calls it (guest, a user, a forged or garbage token), which
// id, and what query, body and content type it carries. Ids are picks into what the run has made
// so far, resolved when the request is sent.
import fc from 'fast-check';
import { RAW_ESCAPES } from './encode.js';
import type { FuzzEndpoint } from './endpoints.js';
import { hostileKey, hostileRawBody, hostileString, hostileValue, wrongType } from './hostile.js';
import { Entries, toJsonText, type JsonValue } from './json.js';
import { bodyArbitrary } from './schema-arbitrary.js';

export type Actor =
  | { kind: 'guest' }
  | { kind: 'user'; pick: number; name?: string }
  | { kind: 'forged'; pick: number; claims: 'expired' | 'other-project' | 'unknown-user' }
  | { kind: 'garbage'; header: string };

export type Target =
  | { kind: 'known'; pick: number }
  | { kind: 'other-kind'; pick: number }
  | { kind: 'uuid'; uuid: string }
  | { kind: 'text'; text: string }
  | { kind: 'raw'; text: string };

export interface QueryPair {
  key: string;
  value: string;
  raw?: boolean;
}

export type Body = { kind: 'json'; value: JsonValue } | { kind: 'raw'; text: string } | { kind: 'bytes'; bytes: number[] };

export interface FuzzRequest {
  endpoint: FuzzEndpoint;
  actor: Actor;
  target: Target;
  /** Query pairs in order (a key may repeat); `raw` values go out unencoded. */
  query: QueryPair[];
  body?: Body;
  /** null: no Content-Type header at all. */
  contentType: string | null;
}

/** Printable ASCII only: fetch refuses other header bytes before anything is sent. */
const asciiHeader = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 300 });

const actor: fc.Arbitrary<Actor> = fc.oneof(
  { arbitrary: fc.constant<Actor>({ kind: 'guest' }), weight: 2 },
  { arbitrary: fc.nat().map((pick): Actor => ({ kind: 'user', pick })), weight: 10 },
  // A valid token whose name claim is hostile (the emulator does not check signatures): display names.
  {
    arbitrary: fc.tuple(fc.nat(), hostileString).map(([pick, name]): Actor => ({ kind: 'user', pick, name: name.slice(0, 600) })),
    weight: 1,
  },
  {
    arbitrary: fc
      .tuple(fc.nat(), fc.constantFrom('expired', 'other-project', 'unknown-user') as fc.Arbitrary<'expired'>)
      .map(([pick, claims]): Actor => ({ kind: 'forged', pick, claims })),
    weight: 1,
  },
  {
    arbitrary: fc
      .oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic YTpi', 'bearer a.b.c', 'Bearer a.b.c', 'Bearer null', 'Bearer undefined', 'Token x'),
        asciiHeader.map((text) => `Bearer ${text}`),
        asciiHeader,
      )
      .map((header): Actor => ({ kind: 'garbage', header })),
    weight: 1,
  },
);

const target: fc.Arbitrary<Target> = fc.oneof(
  { arbitrary: fc.nat().map((pick): Target => ({ kind: 'known', pick })), weight: 8 },
  { arbitrary: fc.nat().map((pick): Target => ({ kind: 'other-kind', pick })), weight: 1 },
  { arbitrary: fc.uuid().map((uuid): Target => ({ kind: 'uuid', uuid })), weight: 1 },
  { arbitrary: hostileString.map((text): Target => ({ kind: 'text', text: text.slice(0, 60) })), weight: 1 },
  {
    arbitrary: fc
      .array(fc.constantFrom(...RAW_ESCAPES, 'a', '..', '1 OR 1=1'), { minLength: 1, maxLength: 4 })
      .map((parts): Target => ({ kind: 'raw', text: parts.join('') })),
    weight: 1,
  },
);

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/jsonx',
  'application/vnd.api+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json, text/plain',
  ';',
  'a'.repeat(300),
];
const contentType = fc.oneof(
  { arbitrary: fc.constant<string | null>('application/json'), weight: 12 },
  { arbitrary: fc.constantFrom<string | null>(...CONTENT_TYPES, null), weight: 2 },
);

/** Bytes that are not UTF-8, inside JSON and alone. */
const BAD_BYTES = [
  [0x7b, 0x22, 0x74, 0x69, 0x74, 0x6c, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d],
  [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d],
  [0xef, 0xbb, 0xbf, 0x7b, 0x7d],
  [0xff],
];

function bodyFor(endpoint: FuzzEndpoint): fc.Arbitrary<Body | undefined> {
  if (endpoint.method === 'GET') return fc.constant(undefined);
  const spec = endpoint.body;
  // A write that takes no body (withdrawing a submission) gets none, or now and then a stray one.
  if (!spec)
    return fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 6 },
      { arbitrary: wrongType.map((value): Body => ({ kind: 'json', value })), weight: 1 },
    );
  // Mostly none: any unknown key alone makes the body invalid, and the other rules need exercising too.
  const extraKeys = fc.oneof(
    { arbitrary: fc.constant([]), weight: 6 },
    { arbitrary: fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 }), weight: 1 },
  );
  const valid = fc
    .tuple(bodyArbitrary(spec.schema, spec.sample()), extraKeys)
    .map(([body, extra]): Body => ({ kind: 'json', value: new Entries([...body.entries, ...extra]) }));
  return fc.oneof(
    { arbitrary: valid, weight: 14 },
    { arbitrary: fc.constant<Body | undefined>(undefined), weight: spec.optional ? 3 : 1 },
    { arbitrary: wrongType.map((value): Body => ({ kind: 'json', value })), weight: 1 },
    { arbitrary: hostileRawBody.map((text): Body => ({ kind: 'raw', text })), weight: 1 },
    { arbitrary: fc.constantFrom(...BAD_BYTES).map((bytes): Body => ({ kind: 'bytes', bytes })), weight: 1 },
  );
}

/** A query value as a URL carries text: numbers as their digits, anything else as its JSON. */
const asQueryText = (value: JsonValue): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : toJsonText(value);

/**
 * Query pairs: the valid example mutated like a body (most often one parameter), values cut to 150
 * characters (a URL stays far below the header limit); sometimes a repeated, unknown or raw one.
 */
function queryFor(endpoint: FuzzEndpoint): fc.Arbitrary<QueryPair[]> {
  if (!endpoint.query) return fc.constant([]);
  const keys = Object.keys(endpoint.query.schema.shape);
  const fields = bodyArbitrary(endpoint.query.schema, endpoint.query.sample()).map((entries) =>
    entries.entries.map(([key, value]): QueryPair => ({ key, value: asQueryText(value).slice(0, 150) })),
  );
  const extra = fc.oneof(
    fc.tuple(hostileKey, hostileString).map(([key, text]): QueryPair => ({ key: key.slice(0, 60), value: text.slice(0, 150) })),
    fc.tuple(fc.constantFrom(...keys), fc.constantFrom(...RAW_ESCAPES)).map(([key, text]): QueryPair => ({ key, value: text, raw: true })),
    fc.tuple(fc.constantFrom(...keys), fc.constantFrom('1', '', 'Hard')).map(([key, text]): QueryPair => ({ key, value: text })),
  );
  const maybeExtra = fc.oneof(
    { arbitrary: fc.constant<QueryPair[]>([]), weight: 4 },
    { arbitrary: extra.map((pair) => [pair]), weight: 1 },
  );
  return fc.tuple(fields, maybeExtra).map(([pairs, more]) => [...pairs, ...more]);
}

export function requestArbitrary(endpoints: readonly FuzzEndpoint[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...endpoints).chain((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      actor,
      target,
      query: queryFor(endpoint),
      body: bodyFor(endpoint),
      contentType,
    }),
  );
}
