import { describe, expect, jest, test } from '@jest/globals';
import { registeredEntries } from './registry.js';

describe('registeredEntries', () => {
  test('takes every remote the registry names, one this build never knew included', () => {
    const entries = registeredEntries({
      mf_grading: { manifest: 'http://localhost:3003/mf-manifest.json', version: '1.0.0' },
      mf_groups: { manifest: 'http://localhost:3005/mf-manifest.json', version: '1.0.0' },
    });
    expect(entries.map(({ name }) => name)).toEqual(['mf_grading', 'mf_groups']);
  });

  test('leaves out, with a warning, a name Module Federation cannot use', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const entries = registeredEntries({ 'mf-groups': { manifest: 'http://localhost:3005/mf-manifest.json', version: '1.0.0' } });
      expect(entries).toEqual([]);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Remote "mf-groups" in /mf-registry.json ignored'));
    } finally {
      warn.mockRestore();
    }
  });
});
