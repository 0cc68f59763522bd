import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findApiCalls } from './api-calls';

function sources(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'api-calls-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('findApiCalls (the calls a remote build records)', () => {
  test('finds each named call once, in nested folders, and skips tests', () => {
    const dir = sources({
      'grading.api.ts':
        "query: () => contractRequest('pendingSubmissions', {}),\nquery: ({ id }) => contractRequest(\n  'markSubmission', { params: { id } })",
      'history/history.api.ts': 'contractRequest("submissionHistory", {}); contractRequest(\'markSubmission\', {})',
      'history/history.spec.ts': "contractRequest('deleteAssignment', {})",
    });
    expect(findApiCalls(dir)).toEqual(['markSubmission', 'pendingSubmissions', 'submissionHistory']);
    rmSync(dir, { recursive: true });
  });

  test('refuses a call whose name is not a literal: the release could not check it', () => {
    const dir = sources({ 'calls.ts': "const name = 'markSubmission';\ncontractRequest(name, {});" });
    expect(() => findApiCalls(dir)).toThrow("calls.ts: contractRequest must be called with the call's name as a string literal");
    rmSync(dir, { recursive: true });
  });
});
