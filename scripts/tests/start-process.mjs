// Drives `node scripts/start.mjs` as a user would from a terminal, for the lifecycle tests.
import { spawn } from 'node:child_process';

export function launchStart(env = {}) {
  const child = spawn('node', ['scripts/start.mjs'], {
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

/** Signs in a seeded demo user against the emulator's REST API and returns an ID token. */
export async function demoToken(email = 'ada@studyhub.test', password = 'Passw0rd!') {
  const response = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any',
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = await response.json();
  if (!response.ok) throw new Error(`Demo sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
