// Where this machine's parts listen when the environment names nothing else: `npm start`, the
// tests and the benches start them there, and the web builds, the API and the tools default to
// them (each overridable: API_PORT, WEB_HOST, PUBLIC_API_URL, PUBLIC_FIREBASE_AUTH_EMULATOR_HOST,
// FIREBASE_AUTH_EMULATOR_HOST, FIREBASE_PROJECT_ID). The web apps' own ports are in the apps
// table, libs/mf-config/src/remotes.json.

/** The API's port. */
export const DEFAULT_API_PORT = 4000;

/** The host name the web apps and the API are opened at. */
export const DEFAULT_WEB_HOST = 'localhost';

/** The Firebase Auth emulator, host:port. */
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

/** A `demo-` Firebase project: the emulator serves it with no credentials and no network. */
export const DEFAULT_FIREBASE_PROJECT_ID = 'demo-studyhub';
