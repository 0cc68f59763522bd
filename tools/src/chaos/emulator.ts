// The Auth emulator for the chaos run, on a free port of its own (not the default one), so a
// developer's `npm start` or another suite's emulator is never in the way. Same project id as the
// app, so the API under test verifies its tokens as usual.
import { signUp as emulatorSignUp, signUpAnonymous as emulatorSignUpAnonymous } from '@studyhub/auth-emulator';
import { startAuthEmulator } from '../lib/emulator.js';
import { freePort } from './net.js';

/** A signed-in emulator account; `token`: its ID token. */
export interface EmulatorUser {
  uid: string;
  email: string;
  name: string;
  token: string;
}

/** An Auth emulator on a free port of its own, the app's project; stopped by stopAll (processes.ts). */
export async function startChaosEmulator(): Promise<{ host: string }> {
  const { host } = await startAuthEmulator({ port: await freePort() });
  return { host };
}

/** A new account with a unique email, through the shared emulator client; its ID token is what the API verifies. */
export async function signUp(emulatorHost: string, name: string): Promise<EmulatorUser> {
  const { uid, email, idToken } = await emulatorSignUp({ host: emulatorHost, emailPrefix: 'chaos', displayName: name });
  return { uid, email, name, token: idToken };
}

/** A signed-in user with no email and no name (Firebase anonymous sign-in). */
export async function signUpAnonymous(emulatorHost: string): Promise<{ uid: string; token: string }> {
  const { uid, idToken } = await emulatorSignUpAnonymous({ host: emulatorHost });
  return { uid, token: idToken };
}
