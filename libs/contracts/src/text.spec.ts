import { describe, expect, test } from '@jest/globals';
import { MESSAGES } from './messages.js';
import { cleanDisplayName, isStorableText, visibleLength } from './text.js';
import { safeText } from './text.schema.js';

const V = MESSAGES.validation;

describe('isStorableText', () => {
  test.each(['a\u0000b', 'lone \uD800 high', 'lone \uDC00 low', 'bell\u0007', 'del\u007F'])('refuses %j everywhere', (value) => {
    expect(isStorableText(value)).toBe(false);
    expect(isStorableText(value, true)).toBe(false);
  });
  test('line breaks and tabs only in multi-line text; pairs, emoji and RTL text are fine', () => {
    expect(isStorableText('one\ntwo\tthree\r\n', true)).toBe(true);
    expect(isStorableText('one\ntwo')).toBe(false);
    expect(isStorableText('line\u2028separator')).toBe(false);
    expect(isStorableText('Ünïcödé 🙂 שלום مرحبا 你好')).toBe(true);
  });
});

describe('visibleLength', () => {
  test.each([
    ['\u200b'.repeat(5), 0],
    ['\u3164'.repeat(5), 0],
    ['\u2800\u115F\u1160\uFFA0\uFEFF', 0],
    ['ab\u200bcd', 4],
    ['ab cd', 5],
    ['a     b', 3],
    ['🙂🙂🙂', 3],
  ])('%j has %i visible characters', (value, length) => expect(visibleLength(value)).toBe(length));
});

describe('cleanDisplayName', () => {
  test('strips controls and bidi overrides, collapses spaces, caps without splitting an emoji', () => {
    expect(cleanDisplayName('  Ada\u202E ecalevoL\u0000 \n ', 100)).toBe('Ada ecalevoL');
    expect(cleanDisplayName('x'.repeat(4814), 100)).toBe('x'.repeat(100));
    expect(cleanDisplayName(`${'x'.repeat(99)}🙂`, 100)).toBe('x'.repeat(99));
    expect(cleanDisplayName('bad \uD800 half', 100)).toBe('bad half');
  });
  test('nothing visible left gives the empty string', () => {
    expect(cleanDisplayName('\u202E\u200b\u3164 ', 100)).toBe('');
  });
});

describe('safeText', () => {
  const title = safeText({ min: 5, tooShort: V.title, max: 120, tooLong: V.titleMax });
  const first = (value: unknown) => {
    const result = title.safeParse(value);
    return result.success ? null : result.error.issues[0].message;
  };
  test('one message per rule, in order: type, storable, visible minimum, maximum', () => {
    expect(first(42)).toBe(V.title);
    expect(first('Title\u0000with NUL')).toBe(V.unsafeText);
    expect(first('\u200b'.repeat(5))).toBe(V.title);
    expect(first('x'.repeat(10_000))).toBe(V.titleMax);
    expect(first('  A fine title  ')).toBeNull();
    expect(title.parse('  A fine title  ')).toBe('A fine title');
  });
});
