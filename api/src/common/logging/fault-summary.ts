// What a log may say about a failure. A driver error's message carries the SQL and its parameters
// (emails, names, notes, feedback), and its stack starts with that message: neither is ever logged.
// What is kept names the failure without quoting it: the error's class, its code (an SQLSTATE such
// as 23514, ECONNREFUSED, auth/id-token-revoked) and the repository method that ran the query.

export interface FaultSummary {
  error: string;
  code?: string;
  query?: string;
}

/** Codes and class names are short identifiers; anything else is data and stays out. */
const SAFE_TOKEN = /^[\w./-]{1,64}$/;
/** A stack frame of our repositories, e.g. "    at async AssignmentsRepository.create (file:...)". */
const REPOSITORY_FRAME = /^\s+at (?:async )?([A-Z]\w{0,60}Repository\.\w{1,60}) \(/m;

const safe = (value: unknown): string | undefined => (typeof value === 'string' && SAFE_TOKEN.test(value) ? value : undefined);

function className(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  // Drizzle's query error keeps the generic name 'Error'; its class says what it is.
  const name = error.name !== 'Error' ? error.name : error.constructor.name;
  return safe(name) ?? 'Error';
}

/** The error and its causes, outermost first (Drizzle wraps the driver's error as `cause`). */
function chain(error: unknown): unknown[] {
  const errors: unknown[] = [];
  for (let current = error; current && errors.length < 4; current = (current as { cause?: unknown }).cause) {
    errors.push(current);
  }
  return errors;
}

export function faultSummary(error: unknown): FaultSummary {
  const errors = chain(error);
  const code = errors.map((e) => safe((e as { code?: unknown }).code)).find(Boolean);
  const query = errors.map((e) => (e instanceof Error && e.stack ? REPOSITORY_FRAME.exec(e.stack)?.[1] : undefined)).find(Boolean);
  return { error: className(error), ...(code ? { code } : {}), ...(query ? { query } : {}) };
}
