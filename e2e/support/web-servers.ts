/**
 * Takes one web server of the running stack down and brings it back, as an outage would: the
 * control port of `npm run test:e2e` (tools/src/e2e.ts) closes its listener and cuts its connections.
 * Unset when Playwright runs against a stack it did not start; tests needing it skip then.
 */
export const WEB_CONTROL_URL = process.env.E2E_CONTROL_URL;

async function control(folder: string, action: 'stop' | 'start') {
  const response = await fetch(`${WEB_CONTROL_URL}/web/${folder}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${action} ${folder} answered ${response.status}: ${await response.text()}`);
}

export const stopWebServer = (folder: string) => control(folder, 'stop');
export const startWebServer = (folder: string) => control(folder, 'start');
