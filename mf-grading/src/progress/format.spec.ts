import { describe, expect, test } from '@jest/globals';
import { bucketLabel, durationLabel, monthLabel, percentLabel } from './format.js';

describe('the dashboard formats', () => {
  test('months read as UTC month names', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2026-12')).toBe('Dec 2026');
  });

  test('durations are minutes under an hour, hours under two days, then days', () => {
    expect(durationLabel(0)).toBe('1 min');
    expect(durationLabel(0.25)).toBe('15 min');
    expect(durationLabel(1.25)).toBe('1.3 h');
    expect(durationLabel(4)).toBe('4 h');
    expect(durationLabel(47.9)).toBe('47.9 h');
    expect(durationLabel(72)).toBe('3 days');
    expect(durationLabel(50)).toBe('2.1 days');
  });

  test('percentages keep one decimal at most; the top bucket ends at 100', () => {
    expect(percentLabel(65)).toBe('65%');
    expect(percentLabel(62.56)).toBe('62.6%');
    expect(bucketLabel(0)).toBe('0–9%');
    expect(bucketLabel(50)).toBe('50–59%');
    expect(bucketLabel(90)).toBe('90–100%');
  });
});
