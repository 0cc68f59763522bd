// Plain fetch against the listening API, as a browser or another service would call it.
// Untyped by default: tests read error bodies and parse success bodies with the contracts' schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (for malformed or oversized bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let payload: string | undefined = options.rawBody;
  if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: body as T };
}
