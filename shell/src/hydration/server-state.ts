import type { AreaName, Registry } from '@studyhub/mf-config';
import type { ThemeMode } from '@studyhub/ui';

/**
 * What the server's page carries for the browser to hydrate with (render.tsx writes it, bootstrap.tsx
 * reads it): the registry it rendered from, so the browser loads the same remote versions, and
 * which of them are this tab's previews (`?preview=`: name -> the live version); the theme it drew; the API answers it drew with, so nothing is fetched twice. A JSON data block, not
 * a script: the page's Content-Security-Policy runs no inline code it has not hashed.
 */
export interface ServerState {
  registry: Registry;
  previews: Partial<Record<AreaName, string>>;
  theme: ThemeMode;
  api: unknown;
}

export const SERVER_STATE_ID = 'server-state';

/** The state the server wrote into this page, or null for a page drawn by the browser alone. */
export function readServerState(): ServerState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
