// Turns a generated request into HTTP, resolving picks against what the run has made so far.
import { randomUUID } from 'node:crypto';
import { withClaims } from '../tokens.js';
import { encodeWithin, percentEncode } from './encode.js';
import { stringsIn, toJsonText } from './json.js';
import type { IdKind } from './endpoints.js';
import type { Actor, FuzzRequest, Target } from './request-arbitrary.js';

/** Ids the run has seen made, by kind (an invite's is its link's token). */
export class Made {
  readonly assignments: string[] = [];
  readonly submissions: string[] = [];
  readonly groups: string[] = [];
  readonly invites: string[] = [];

  forget(kind: 'assignments' | 'groups', id: string): void {
    const at = this[kind].indexOf(id);
    if (at >= 0) this[kind].splice(at, 1);
  }
}

export interface Prepared {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** The path as sent, for reports. */
  path: string;
  /** Every string the request carried (an error answer must echo none of them). */
  sent: string[];
}

const MAX_SEGMENT = 60;

function authorization(actor: Actor, tokens: readonly string[]): string | undefined {
  const now = Math.floor(Date.now() / 1000);
  switch (actor.kind) {
    case 'guest':
      return undefined;
    case 'garbage':
      return actor.header;
    case 'user': {
      const token = tokens[actor.pick % tokens.length];
      return `Bearer ${actor.name === undefined ? token : withClaims(token, { name: actor.name })}`;
    }
    case 'forged': {
      const token = tokens[actor.pick % tokens.length];
      const claims = {
        expired: { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 },
        'other-project': { aud: 'demo-fuzz-other', iss: 'https://securetoken.google.com/demo-fuzz-other' },
        'unknown-user': { sub: `fuzz${randomUUID().slice(0, 8)}`, user_id: 'nobody' },
      }[actor.claims];
      return `Bearer ${withClaims(token, claims)}`;
    }
  }
}

/** Each kind's ids, and the kind whose ids stand in for them when a request aims at the wrong kind. */
const KINDS = {
  assignment: { own: 'assignments', other: 'submissions' },
  submission: { own: 'submissions', other: 'assignments' },
  group: { own: 'groups', other: 'assignments' },
  invite: { own: 'invites', other: 'groups' },
} as const satisfies Record<IdKind, { own: keyof Made; other: keyof Made }>;

function segment(target: Target, kind: IdKind, made: Made): string {
  const own = made[KINDS[kind].own];
  const other = made[KINDS[kind].other];
  switch (target.kind) {
    case 'known':
      return own.length ? own[target.pick % own.length] : randomUUID();
    case 'other-kind':
      return other.length ? other[target.pick % other.length] : randomUUID();
    case 'uuid':
      return target.uuid;
    case 'text':
      return encodeWithin(target.text, MAX_SEGMENT) || '%20';
    case 'raw':
      return target.text.slice(0, MAX_SEGMENT);
  }
}

export function prepare(request: FuzzRequest, apiUrl: string, tokens: readonly string[], made: Made): Prepared {
  const { endpoint, actor, query, body, contentType } = request;
  const sent: string[] = [];
  const path = endpoint.path(endpoint.idKind ? segment(request.target, endpoint.idKind, made) : '');
  const search = query.map(({ key, value, raw }) => `${percentEncode(key)}=${raw ? value : percentEncode(value)}`).join('&');
  for (const pair of query) sent.push(pair.key, pair.value);
  if (request.target.kind === 'text' || request.target.kind === 'raw') sent.push(request.target.text);
  if (actor.kind === 'user' && actor.name !== undefined) sent.push(actor.name);
  const headers: Record<string, string> = {};
  if (actor.kind === 'garbage') sent.push(actor.header);
  if (contentType !== null) sent.push(contentType);
  const auth = authorization(actor, tokens);
  if (auth !== undefined) headers.Authorization = auth;
  let bytes: Uint8Array | undefined;
  if (body) {
    if (body.kind === 'json') sent.push(...stringsIn(body.value));
    if (body.kind === 'raw') sent.push(body.text);
    bytes =
      body.kind === 'bytes'
        ? Uint8Array.from(body.bytes)
        : new TextEncoder().encode(body.kind === 'json' ? toJsonText(body.value) : body.text);
    if (contentType !== null) headers['Content-Type'] = contentType;
  }
  const fullPath = search ? `${path}?${search}` : path;
  return { method: endpoint.method, url: `${apiUrl}${fullPath}`, headers, body: bytes, path: fullPath, sent };
}
