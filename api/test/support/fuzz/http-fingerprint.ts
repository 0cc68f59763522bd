// The database as the API shows it, for runs without direct database access: every assignment,
// every token's own submissions and the pending queue, page by page. Slower than reading the
// tables (pass `fingerprint` to runFuzz when you can), and blind to rows made by other users.
import { API_PATHS, PAGE } from '@studyhub/contracts';

async function all(url: string, token?: string): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let offset = 0; ; offset += PAGE.maxLimit) {
    const response = await fetch(`${url}?limit=${PAGE.maxLimit}&offset=${offset}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) return [...rows, `status ${response.status}`];
    const page = (await response.json()) as unknown[];
    rows.push(...page);
    if (page.length < PAGE.maxLimit) return rows;
  }
}

export async function httpFingerprint(apiUrl: string, tokens: readonly string[]): Promise<string> {
  const parts = await Promise.all([
    all(`${apiUrl}${API_PATHS.assignments}`),
    all(`${apiUrl}${API_PATHS.pendingSubmissions}`, tokens[0]),
    ...tokens.map((token) => all(`${apiUrl}${API_PATHS.submissions}`, token)),
  ]);
  return JSON.stringify(parts);
}
