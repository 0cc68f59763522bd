import { expect, test } from '@jest/globals';
import { fitCount } from './fit-count';

test('every entry stays in the row when all of them fit, with no room kept for More', () => {
  expect(fitCount([100, 100, 100], 304, 80, 2)).toBe(3);
});

test('when they do not all fit, the first ones stay and More takes the rest, with its own room', () => {
  // 100 + 2 + 100 + 2 + 100 = 304 does not fit in 303; More (80) + 2 + 100 + 2 + 100 = 284 does.
  expect(fitCount([100, 100, 100], 303, 80, 2)).toBe(2);
  expect(fitCount([100, 100, 100], 283, 80, 2)).toBe(1);
});

test('a bar too narrow for any entry puts them all under More', () => {
  expect(fitCount([100, 100], 150, 80, 2)).toBe(0);
});

test('the order is kept: a short entry after a long one that does not fit goes under More too', () => {
  expect(fitCount([100, 300, 20], 250, 60, 0)).toBe(1);
});
