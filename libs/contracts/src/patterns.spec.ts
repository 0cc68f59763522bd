import { describe, expect, test } from '@jest/globals';
import { earliestTodayAnywhere, isHttpUrl, isImageUrl, isTodayOrLater } from './patterns.js';

describe('isImageUrl', () => {
  test.each(['https://x.org/a.png', 'http://x.org/dir/b.JPG', 'https://x.org/c.jpeg?w=2', 'https://x.org/d.gif'])('accepts %s', (url) =>
    expect(isImageUrl(url)).toBe(true),
  );
  test.each(['ftp://x.org/a.png', 'https://x.org/a.webp', 'https://x.org/png', 'not a url', 'javascript:alert(1)//.png'])(
    'rejects %s',
    (url) => expect(isImageUrl(url)).toBe(false),
  );
});

describe('isHttpUrl', () => {
  test('accepts http(s) only', () => {
    expect(isHttpUrl('https://docs.google.com/document/d/1')).toBe(true);
    expect(isHttpUrl('mailto:a@b.c')).toBe(false);
    expect(isHttpUrl('docs.google.com/document')).toBe(false);
  });
});

describe('isTodayOrLater', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  test('today anywhere on Earth counts as today', () => {
    expect(earliestTodayAnywhere(now)).toBe('2026-11-22');
    expect(isTodayOrLater('2026-11-22', now)).toBe(true);
    expect(isTodayOrLater('2026-11-23T00:00:00.000Z', now)).toBe(true);
  });
  test('an earlier day is refused', () => {
    expect(isTodayOrLater('2026-11-21', now)).toBe(false);
    expect(isTodayOrLater('yesterday', now)).toBe(false);
  });
});
