// The emulator's sign-up race (index.ts, signUp) cannot be forced on the real emulator: it needs a
// second boundary between two stamps a few microseconds apart. A stand-in answers the two REST
// calls instead, with tokens shaped like the emulator's (unsigned JWTs).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signUp } from './index.js';

const unsignedJwt = (claims: Record<string, unknown>) =>
  ['{"alg":"none"}', JSON.stringify(claims), ''].map((part) => Buffer.from(part).toString('base64url')).join('.');

let server: Server;
let host = '';
let signUpAuthTime = 0;
const calls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').replace(/\?.*/, '');
    calls.push(path.replace(/.*accounts:/, ''));
    const now = Math.floor(Date.now() / 1000);
    const authTime = path.endsWith('accounts:signUp') ? signUpAuthTime : now;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ localId: 'u1', idToken: unsignedJwt({ auth_time: authTime, sign_in: path }) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { sign_in: string };

describe('signUp', () => {
  test('keeps the sign-up token when it was stamped in the second the answer came', async () => {
    calls.length = 0;
    signUpAuthTime = Math.floor(Date.now() / 1000) + 5; // "now" however slow this machine is
    const account = await signUp({ host });
    expect(calls).toEqual(['signUp']);
    expect(claimsOf(account.idToken).sign_in).toMatch(/accounts:signUp$/);
  });

  test('signs in again when the token may predate the account (stamped in an earlier second)', async () => {
    calls.length = 0;
    signUpAuthTime = Math.floor(Date.now() / 1000) - 1;
    const account = await signUp({ host });
    expect(calls).toEqual(['signUp', 'signInWithPassword']);
    expect(claimsOf(account.idToken).sign_in).toMatch(/accounts:signInWithPassword$/);
  });
});
