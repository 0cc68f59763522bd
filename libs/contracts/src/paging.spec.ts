import { describe, expect, test } from '@jest/globals';
import { countLabel, groupThousands } from './paging.js';

describe('counts as users read them', () => {
  test('a whole number is grouped as en-US writes it', () => {
    for (const count of [0, 7, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 1_000_000_000]) {
      expect(groupThousands(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  test('a lower bound says so', () => {
    expect(countLabel(1234, true)).toBe('1,234');
    expect(countLabel(150, false)).toBe('150+');
  });
});
