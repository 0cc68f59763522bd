import { describe, expect, test } from '@jest/globals';
import { MESSAGES } from './messages.js';
import { cleanDisplayName, isStorableText, refusedKind, visibleLength } from './text.js';
import { safeText } from './text.schema.js';

const V = MESSAGES.validation;

/** One sample per refused kind, each inside otherwise fine text: refused in every field. */
const REFUSED_EVERYWHERE: [string, string, string][] = [
  ['control', 'NUL', 'a\u0000b'],
  ['control', 'BEL', 'bell\u0007'],
  ['control', 'DEL', 'del\u007F'],
  ['control', 'C1 NEL', 'next\u0085line'],
  ['control', 'C1 CSI', 'csi\u009B31m'],
  ['control', 'lone CR', 'one\rtwo'],
  ['loneSurrogate', 'lone high surrogate', 'lone \uD800 high'],
  ['loneSurrogate', 'lone low surrogate', 'lone \uDC00 low'],
  ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'].map((c): [string, string, string] => [
    'bidiControl',
    `U+${c.charCodeAt(0).toString(16).toUpperCase()}`,
    `grade ${c}A+ ok`,
  ]),
  ['zeroWidth', 'ZWSP U+200B', 'zero\u200Bwidth'],
  ['zeroWidth', 'ZWNJ U+200C', 'zero\u200Cwidth'],
  ['zeroWidth', 'ZWJ U+200D between letters', 'zero\u200Dwidth'],
  ['zeroWidth', 'ZWJ U+200D after an emoji, before a letter', '🙂\u200Dx'],
  ['zeroWidth', 'word joiner U+2060', 'word\u2060joiner'],
  ['zeroWidth', 'BOM U+FEFF', '\uFEFFbom'],
  ['tag', 'tag letter U+E0061', 'tag \u{E0061}\u{E0062}'],
  ['tag', 'cancel tag U+E007F', 'tag \u{E007F}'],
  ['tag', 'U+E0000', 'tag \u{E0000}'],
  ['noncharacter', 'U+FDD0', 'non\uFDD0char'],
  ['noncharacter', 'U+FDEF', 'non\uFDEFchar'],
  ['noncharacter', 'U+FFFE', 'non\uFFFEchar'],
  ['noncharacter', 'U+FFFF', 'non\uFFFFchar'],
  ['noncharacter', 'U+1FFFE', 'non\u{1FFFE}char'],
  ['noncharacter', 'U+10FFFF', 'non\u{10FFFF}char'],
];

describe('isStorableText', () => {
  test.each(REFUSED_EVERYWHERE)('refuses a %s character (%s) in single- and multi-line text', (kind, _name, value) => {
    expect(refusedKind(value)).toBe(kind);
    expect(refusedKind(value, true)).toBe(kind);
    expect(isStorableText(value)).toBe(false);
    expect(isStorableText(value, true)).toBe(false);
  });

  test('tab, LF and CR LF only in multi-line text; the line separators only there too', () => {
    expect(isStorableText('one\ntwo\tthree\r\nfour', true)).toBe(true);
    for (const value of ['one\ntwo', 'tab\there', 'crlf\r\n', 'line\u2028separator', 'para\u2029graph']) {
      expect(refusedKind(value)).toBe('control');
    }
  });

  test('bidi marks, emoji sequences, combining accents and RTL text are fine', () => {
    for (const value of [
      'Ünïcödé 🙂 שלום مرحبا 你好',
      'פרק 3\u200F: מבוא', // RLM keeps the colon with the Hebrew
      'version 2\u200E (אלף)',
      'عدد\u061C 5',
      '👩‍💻 👨‍👩‍👧 🏳️‍🌈 👩🏽‍🔬 🇫🇷 1️⃣',
      'e\u0301le\u0300ve', // decomposed accents
      '\uFFFD replacement character',
    ]) {
      expect(refusedKind(value, true)).toBeUndefined();
      expect(isStorableText(value)).toBe(true);
    }
  });
});

describe('visibleLength', () => {
  test.each([
    ['\u200b'.repeat(5), 0],
    ['\u3164'.repeat(5), 0],
    ['\u2800\u115F\u1160\uFFA0\uFEFF', 0],
    ['\u0301'.repeat(6), 0],
    ['\u0301 \u0300 \u0302', 2],
    ['ab\u200bcd', 4],
    ['ab cd', 5],
    ['a     b', 3],
    ['a\n\n\tb', 3],
    ['🙂🙂🙂', 3],
    ['👨‍👩‍👧👩🏽‍💻🇫🇷', 3],
    ['e\u0301te\u0301', 3],
    ['Z\u0351\u0352\u0353\u0354a\u0355\u0356l', 3],
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
    expect(cleanDisplayName('\u0301\u0301\u0301', 100)).toBe('');
  });
});

describe('safeText', () => {
  const title = safeText({ min: 5, tooShort: V.title, max: 120, tooLong: V.titleMax });
  const notes = safeText({ max: 500, tooLong: V.notesMax, multiline: true });
  const first = (schema: typeof title, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? null : result.error.issues[0].message;
  };
  test('one message per rule, in order: type, storable, visible minimum, maximum', () => {
    expect(first(title, 42)).toBe(V.title);
    expect(first(title, 'Title\u0000with NUL')).toBe(V.unsafeText);
    expect(first(title, '\u200b'.repeat(5))).toBe(V.unsafeText);
    expect(first(title, '\u3164'.repeat(5))).toBe(V.title);
    expect(first(title, 'x'.repeat(10_000))).toBe(V.titleMax);
    expect(first(title, '  A fine title  ')).toBeNull();
    expect(title.parse('  A fine title  ')).toBe('A fine title');
  });
  test('a minimum counts what a reader sees: six accents or four letters with accents are too short', () => {
    expect(first(title, '\u0301'.repeat(6))).toBe(V.title);
    expect(first(title, 'e\u0301'.repeat(4))).toBe(V.title);
    expect(first(title, 'e\u0301'.repeat(5))).toBeNull();
    expect(first(title, '👨‍👩‍👧'.repeat(4))).toBe(V.title);
  });
  test.each(REFUSED_EVERYWHERE)('a %s character (%s) is refused with the unsafe-text message', (_kind, _name, value) => {
    expect(first(title, `Title ${value}`)).toBe(V.unsafeText);
    expect(first(notes, `Notes\n${value}`)).toBe(V.unsafeText);
  });
});
