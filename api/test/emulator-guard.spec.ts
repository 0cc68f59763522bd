// The Auth emulator accepts tokens whose payload was edited (no signature check), so an API using
// it must be reachable from this machine only, and must say so when it starts. Real entry point.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DEFAULT_EMULATOR_HOST } from '@studyhub/auth-emulator';
import { parseConfig } from '../src/config/config.js';
import { NodeProcess, freePort, killAll, runNode } from './support/processes.js';

const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_EMULATOR_HOST;
const oneLine = (text: string) => text.trim().split('\n');
let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'studyhub-api-emulator-guard-'));
});
afterAll(() => {
  killAll();
  rmSync(workDir, { recursive: true, force: true });
});

/** Starts the API, stops it, and returns its log lines (JSON on stdout). */
async function startAndStop(env: Record<string, string>): Promise<Record<string, unknown>[]> {
  const dir = join(workDir, `pglite-${Date.now()}`);
  cpSync(process.env.STUDYHUB_PGLITE_TEMPLATE!, dir, { recursive: true });
  const port = await freePort();
  const api = new NodeProcess('main', { PGLITE_DIR: dir, API_PORT: String(port), ...env });
  await api.ready(port);
  const { code, stdout } = await api.stop('SIGTERM');
  expect(code).toBe(0);
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const emulatorWarnings = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => String(line.msg).includes('FIREBASE_AUTH_EMULATOR_HOST'));

describe('with FIREBASE_AUTH_EMULATOR_HOST set', () => {
  test.each(['0.0.0.0', '::', '192.168.1.20'])('API_HOST=%s is refused with one line, exit code 1', async (host) => {
    const { code, stderr } = await runNode('main', { API_HOST: host, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR });
    expect(code).toBe(1);
    expect(oneLine(stderr)).toEqual([
      `Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST is set while API_HOST=${host}: the emulator does not check token signatures, so anyone reaching the API could act as any user. Set API_HOST to localhost, 127.0.0.1 or ::1, or unset FIREBASE_AUTH_EMULATOR_HOST.`,
    ]);
  });

  test('loopback addresses are accepted; without the emulator any address is', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '::1']) {
      expect(parseConfig({ API_HOST: host, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR }).ok).toBe(true);
    }
    expect(parseConfig({ API_HOST: '0.0.0.0' }).ok).toBe(true);
  });

  test('on loopback the API starts and says once, as a warning, that signatures are not checked', async () => {
    const lines = await startAndStop({ API_HOST: '127.0.0.1', FIREBASE_AUTH_EMULATOR_HOST: EMULATOR });
    const warnings = emulatorWarnings(lines);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 'warn', emulator: EMULATOR, host: '127.0.0.1' });
    expect(String(warnings[0].msg)).toMatch(/signatures are NOT checked/);
  });
});

test('without the emulator there is no such warning', async () => {
  const lines = await startAndStop({ API_HOST: '127.0.0.1', FIREBASE_AUTH_EMULATOR_HOST: '' });
  expect(lines.some((line) => line.msg === 'listening')).toBe(true);
  expect(emulatorWarnings(lines)).toEqual([]);
});
