// The fuzzing loop: requests drawn from the arbitraries, sent one at a time over real HTTP, every
// answer checked against the oracle and the database compared before and after.
import fc from 'fast-check';
import { FUZZ_ENDPOINTS, type FuzzEndpoint } from './endpoints.js';
import { httpFingerprint } from './http-fingerprint.js';
import { checkError, checkSuccess, type Finding, type ViolationKind } from './oracle.js';
import { requestArbitrary, type FuzzRequest } from './request-arbitrary.js';
import { Made, prepare, type Prepared } from './send.js';
import { seedData } from './seed-data.js';

export interface FuzzOptions {
  /** Origin of a running API, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /** ID tokens of two or more signed-in users (one without an email covers EMAIL_REQUIRED). */
  tokens: readonly string[];
  /** How many requests to send. */
  requests: number;
  /** Same seed, same requests (given the same starting data). */
  seed: number;
  /** The database as one comparable string; read after every request. Default: what the API shows. */
  fingerprint?: () => Promise<string>;
  /** Called every `progressEvery` requests with the counts so far (a long run prints them). */
  onProgress?: (report: FuzzReport) => void;
  progressEvery?: number;
  /** Per request; an answer slower than this is a violation. Default 10 s. */
  timeoutMs?: number;
  /** Violations kept in the report (all are counted). Default 100. */
  keepViolations?: number;
}

export interface FuzzViolation {
  kind: ViolationKind;
  detail: string;
  endpoint: string;
  method: string;
  /** Path and query as sent (cut at 200 characters). */
  path: string;
  status: number | null;
  actor: string;
  /** The body sent, cut at 300 characters. */
  body: string;
  /** The body answered, cut at 300 characters. */
  answer: string;
  /** Index of the request in the run. */
  index: number;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  byEndpoint: Record<string, Record<string, number>>;
  byActor: Record<string, number>;
  fiveXx: number;
  violationCount: number;
  violations: FuzzViolation[];
  seed: number;
  ms: number;
}

const BATCH = 100;
const bump = (counts: Record<string, number>, key: string) => void (counts[key] = (counts[key] ?? 0) + 1);

/** Remembers what a successful call made (or removed), so later requests can aim at it. */
function remember(endpoint: FuzzEndpoint, status: number, text: string, prepared: Prepared, made: Made): void {
  if (status >= 300) return;
  const id = (JSON.parse(text) as { _id?: string })._id;
  if (endpoint.name === 'create assignment' && id) made.assignments.push(id);
  if (endpoint.name === 'submit assignment' && id && !made.submissions.includes(id)) made.submissions.push(id);
  // A 2xx delete only ever names a real id: the segment is a plain uuid.
  if (endpoint.name === 'delete assignment') made.forget('assignments', (prepared.path.split('/')[3] ?? '').toLowerCase());
  if (endpoint.name === 'create group' && id) made.groups.push(id);
  if (endpoint.name === 'create invite') made.invites.push((JSON.parse(text) as { token: string }).token);
  if (endpoint.name === 'delete group') made.forget('groups', (prepared.path.split('/')[3] ?? '').toLowerCase());
}

async function send(prepared: Prepared, timeoutMs: number): Promise<{ status: number; contentType: string; text: string } | Error> {
  try {
    const response = await fetch(prepared.url, {
      method: prepared.method,
      headers: prepared.headers,
      body: prepared.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { apiUrl, tokens, requests, seed, timeoutMs = 10_000, keepViolations = 100, progressEvery = 1000 } = options;
  if (tokens.length < 2) throw new Error('runFuzz needs tokens of at least two users.');
  const fingerprint = options.fingerprint ?? (() => httpFingerprint(apiUrl, tokens));
  const started = Date.now();
  const made = new Made();
  await seedData(apiUrl, tokens, made);
  const report: FuzzReport = {
    requests: 0,
    byStatus: {},
    byEndpoint: {},
    byActor: {},
    fiveXx: 0,
    violationCount: 0,
    violations: [],
    seed,
    ms: 0,
  };
  const arbitrary = requestArbitrary(FUZZ_ENDPOINTS);
  let before = await fingerprint();

  for (let batch = 0; report.requests < requests; batch += 1) {
    const drawn: FuzzRequest[] = fc.sample(arbitrary, { seed: seed + batch, numRuns: Math.min(BATCH, requests - report.requests) });
    for (const request of drawn) {
      const prepared = prepare(request, apiUrl, tokens, made);
      const answer = await send(prepared, timeoutMs);
      const status = answer instanceof Error ? null : answer.status;
      const findings: Finding[] = [];
      if (answer instanceof Error) findings.push({ kind: 'no-answer', detail: answer.message.slice(0, 200) });
      else if (answer.status >= 500) findings.push({ kind: 'server-error', detail: answer.text.slice(0, 200) });
      else if (answer.status >= 400) findings.push(...checkError(answer.status, answer.contentType, answer.text, prepared.sent));
      else findings.push(...checkSuccess(request.endpoint, answer.text));
      if (!(answer instanceof Error) && answer.status < 300) remember(request.endpoint, answer.status, answer.text, prepared, made);

      const after = await fingerprint();
      const mayWrite = status !== null && status < 400 && request.endpoint.method !== 'GET';
      if (!mayWrite && after !== before)
        findings.push({ kind: 'db-changed', detail: `the database changed on a ${status ?? 'lost'} answer` });
      before = after;

      report.requests += 1;
      bump(report.byStatus, String(status ?? 'none'));
      bump((report.byEndpoint[request.endpoint.name] ??= {}), String(status ?? 'none'));
      bump(report.byActor, request.actor.kind);
      if (status !== null && status >= 500) report.fiveXx += 1;
      for (const finding of findings) {
        report.violationCount += 1;
        if (report.violations.length < keepViolations) {
          const answered = answer instanceof Error ? '' : answer.text;
          report.violations.push(describe(finding, { request, prepared, status, answered, index: report.requests - 1 }));
        }
      }
      if (options.onProgress && report.requests % progressEvery === 0) options.onProgress({ ...report, ms: Date.now() - started });
    }
  }
  report.ms = Date.now() - started;
  return report;
}

interface Context {
  request: FuzzRequest;
  prepared: Prepared;
  status: number | null;
  answered: string;
  index: number;
}

function describe(finding: Finding, { request, prepared, status, answered, index }: Context): FuzzViolation {
  return {
    ...finding,
    endpoint: request.endpoint.name,
    method: prepared.method,
    path: prepared.path.slice(0, 200),
    status,
    actor: request.actor.kind,
    body: prepared.body ? new TextDecoder().decode(prepared.body).slice(0, 300) : '',
    answer: answered.slice(0, 300),
    index,
  };
}
