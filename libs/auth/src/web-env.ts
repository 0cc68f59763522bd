import { z } from 'zod';
import { buildEnv } from './build-env.js';

/**
 * Build-time configuration of the web apps. Rsbuild inlines `PUBLIC_*` variables, so every app
 * built in one environment agrees; defaults give the local emulator setup of `npm start`.
 */
const webEnvSchema = z.object({
  apiUrl: z.url(),
  firebase: z.object({
    apiKey: z.string().min(1),
    authDomain: z.string().min(1),
    projectId: z.string().min(1),
    storageBucket: z.string(),
    messagingSenderId: z.string(),
    appId: z.string(),
  }),
  /** host:port of the Firebase Auth emulator; empty for a real Firebase project. */
  authEmulatorHost: z.string(),
});
export type WebEnv = z.infer<typeof webEnvSchema>;

const env = buildEnv;
const projectId = env.PUBLIC_FIREBASE_PROJECT_ID || 'demo-studyhub';

export const webEnv: WebEnv = webEnvSchema.parse({
  apiUrl: env.PUBLIC_API_URL || 'http://localhost:4000',
  firebase: {
    apiKey: env.PUBLIC_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: env.PUBLIC_FIREBASE_STORAGE_BUCKET || '',
    messagingSenderId: env.PUBLIC_FIREBASE_MESSAGING_SENDER_ID || '',
    appId: env.PUBLIC_FIREBASE_APP_ID || '',
  },
  // Unset means the local emulator; a build for a real Firebase project sets it to ''.
  authEmulatorHost: env.PUBLIC_FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
});

/** True when this build talks to the Auth emulator (development and tests only). */
export const usesAuthEmulator = webEnv.authEmulatorHost !== '';
