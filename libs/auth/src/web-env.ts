import { DEFAULT_API_PORT, DEFAULT_EMULATOR_HOST, DEFAULT_FIREBASE_PROJECT_ID, DEFAULT_WEB_HOST } from '@studyhub/contracts/web';
import { buildEnv } from './build-env.js';

/**
 * Build-time configuration of the web apps. Rsbuild inlines `PUBLIC_*` variables, so every app
 * built in one environment agrees; defaults give the local emulator setup of `npm start`.
 */
export interface WebEnv {
  apiUrl: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    storageBucket: string;
    messagingSenderId: string;
    appId: string;
  };
  /** host:port of the Firebase Auth emulator; empty for a real Firebase project. */
  authEmulatorHost: string;
}

/**
 * The one setting a default cannot make sound: a bad PUBLIC_API_URL fails the page at once with
 * its name, rather than every call later. Plain checks, not zod: this runs on every page, and zod
 * loads only with the first form.
 */
function checked(env: WebEnv): WebEnv {
  try {
    new URL(env.apiUrl);
  } catch {
    throw new Error(`PUBLIC_API_URL is not a URL: ${env.apiUrl}`);
  }
  return env;
}

const env = buildEnv;
const projectId = env.PUBLIC_FIREBASE_PROJECT_ID || DEFAULT_FIREBASE_PROJECT_ID;

export const webEnv: WebEnv = checked({
  apiUrl: env.PUBLIC_API_URL || `http://${DEFAULT_WEB_HOST}:${DEFAULT_API_PORT}`,
  firebase: {
    apiKey: env.PUBLIC_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: env.PUBLIC_FIREBASE_STORAGE_BUCKET || '',
    messagingSenderId: env.PUBLIC_FIREBASE_MESSAGING_SENDER_ID || '',
    appId: env.PUBLIC_FIREBASE_APP_ID || '',
  },
  // Unset means the local emulator; a build for a real Firebase project sets it to ''.
  authEmulatorHost: env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_EMULATOR_HOST,
});

/** True when this build talks to the Auth emulator (development and tests only). */
export const usesAuthEmulator = webEnv.authEmulatorHost !== '';
