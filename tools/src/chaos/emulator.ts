// The Auth emulator for the chaos run, on a free port of its own (not the default one), so a
// developer's `npm start` or another suite's emulator is never in the way. Same project id as the
// app, so the API under test verifies its tokens as usual.
import { startAuthEmulator } from '../lib/emulator.js';
import { freePort } from './net.js';

/** A signed-in emulator account; `token`: its ID token. */
export interface EmulatorUser {
  uid: string;
  email: string;
  name: string;
  token: string;
}

/** The emulator's sign-up answer (only what is read). */
interface SignUpAnswer {
  localId: string;
  idToken: string;
}

/** An Auth emulator on a free port of its own, the app's project; stopped by stopAll (processes.ts). */
export async function startChaosEmulator(): Promise<{ host: string }> {
  const { host } = await startAuthEmulator({ port: await freePort() });
  return { host };
}

/** A new account with a unique email; its ID token is what the API verifies. */
export async function signUp(emulatorHost: string, name: string): Promise<EmulatorUser> {
  const email = `chaos-${Math.random().toString(36).slice(2, 10)}@studyhub.test`;
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Passw0rd!', displayName: name, returnSecureToken: true }),
  });
  const body = (await response.json()) as SignUpAnswer;
  if (!response.ok) throw new Error(`Emulator sign-up failed (${response.status}): ${JSON.stringify(body)}`);
  return { uid: body.localId, email, name, token: body.idToken };
}

/** A signed-in user with no email and no name (Firebase anonymous sign-in). */
export async function signUpAnonymous(emulatorHost: string): Promise<{ uid: string; token: string }> {
  const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const body = (await response.json()) as SignUpAnswer;
  if (!response.ok) throw new Error(`Emulator anonymous sign-up failed (${response.status}): ${JSON.stringify(body)}`);
  return { uid: body.localId, token: body.idToken };
}
