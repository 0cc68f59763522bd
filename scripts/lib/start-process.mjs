// Drives `node scripts/start.mjs` as a user would from a terminal, for the lifecycle tests and the
// developer-loop benchmark.
import { spawn } from 'node:child_process';

/** `args`: the script and its arguments, e.g. `['scripts/dev.mjs', 'mf-grading']` for `npm run dev`. */
export function launchStart(env = {}, args = ['scripts/start.mjs']) {
  const child = spawn('node', args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    /** Resolves once the output contains `text`; rejects if the process ends first. */
    async waitFor(text, timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      let ended = false;
      exited.then(() => (ended = true));
      while (!output.includes(text)) {
        if (ended) throw new Error(`start.mjs exited before printing "${text}":\n${output}`);
        if (Date.now() > deadline) throw new Error(`No "${text}" within ${timeoutMs} ms:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

/** Calls the emulator's Identity Toolkit REST API (as the web SDK does); returns the answer's body. */
async function identityToolkit(operation, body) {
  const response = await fetch(`http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:${operation}?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${operation} failed: ${json.error?.message ?? JSON.stringify(json)}`);
  return json;
}

/** Registers an email/password account; resolves to `{ localId, idToken }`. */
export const signUp = (email, password, displayName) => identityToolkit('signUp', { email, password, displayName });

/** Signs in with email and password; resolves to `{ localId, idToken }`. */
export const signIn = (email, password) => identityToolkit('signInWithPassword', { email, password });

export async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
