// Security headers of the web servers, derived from what the built apps load and call: the shell's
// own inline script, the remotes' origins (from the registry), the API and the identity provider
// (from the PUBLIC_* build settings, libs/mf-config/src/web-config.ts). A production host sends the
// same headers (README, "Production hosting"; `npm run web-server:headers` prints them).
import { createHash } from 'node:crypto';
import type { Registry } from '@studyhub/mf-config';
import type { WebConfig } from '@studyhub/mf-config/web-config';

/** Headers for every answer of every web server, whatever its type. */
export const STATIC_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  // frame-ancestors in the CSP is the standard; X-Frame-Options covers browsers that predate it.
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Where a real Firebase project's web SDK goes (firebase/auth: apiHost, tokenApiHost, gapi, auth iframe). */
const FIREBASE_AUTH_HOSTS = {
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  script: ['https://apis.google.com'],
};

/** CSP source expressions for each inline `<script>` of an HTML page (the shell's theme script). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/** The origins of the remotes the shell's registry points at (scripts, styles, pictures, manifests). */
export function registryOrigins(registry: Registry): string[] {
  return [...new Set(Object.values(registry.remotes).map(({ manifest }) => new URL(manifest).origin))];
}

/** What the headers read of readWebConfig()'s result. */
export type SecurityConfig = Pick<WebConfig, 'apiUrl' | 'shellOrigin' | 'authEmulatorHost' | 'firebaseAuthDomain'>;

/**
 * The Content-Security-Policy of the app. `config` is readWebConfig()'s result: the API the build
 * calls, and either the Auth emulator or a real Firebase project (its auth domain hosts the
 * iframe of the Google popup).
 */
export function contentSecurityPolicy({
  config,
  remoteOrigins,
  scriptHashes = [],
}: {
  config: SecurityConfig;
  remoteOrigins: string[];
  scriptHashes?: string[];
}): string {
  const emulator = config.authEmulatorHost ? [`http://${config.authEmulatorHost}`] : [];
  const firebase = emulator.length
    ? { connect: emulator, script: [], frame: emulator }
    : {
        ...FIREBASE_AUTH_HOSTS,
        frame: [`https://${config.firebaseAuthDomain}`],
      };
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins, ...scriptHashes, ...firebase.script],
    // styled-components and sweetalert2 write <style> elements at run time; the remotes ship CSS files.
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    // Thumbnails and profile photos may be any https picture; the demo ones are the shell's.
    'img-src': ["'self'", config.shellOrigin, ...remoteOrigins, 'https:', 'data:'],
    'font-src': ["'self'", ...remoteOrigins, 'data:'],
    'connect-src': ["'self'", ...remoteOrigins, new URL(config.apiUrl).origin, ...firebase.connect],
    'frame-src': firebase.frame.length ? firebase.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Every security header of the app's servers, for the given shell HTML, registry and config. */
export function securityHeaders({
  config,
  registry,
  shellHtml,
}: {
  config: SecurityConfig;
  registry: Registry;
  shellHtml: string;
}): Record<string, string> {
  return {
    ...STATIC_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy({
      config,
      remoteOrigins: registryOrigins(registry),
      scriptHashes: inlineScriptHashes(shellHtml),
    }),
  };
}
