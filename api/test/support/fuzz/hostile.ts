// Values an attacker or a broken client sends: characters PostgreSQL or UTF-8 cannot take, text
// that reads backwards or is invisible, sizes past every limit, numbers no column holds, dates
// JavaScript reads loosely, and values of the wrong type altogether.
import fc from 'fast-check';
import { Entries, RawJson, type JsonValue } from './json.js';

export const HOSTILE_TEXT = [
  '',
  ' ',
  '\t',
  '\n',
  '\r\n',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(10),
  '\u0001\u0002\u0007\u001b[31m',
  '\u007f',
  '\u0085\u009b',
  '\uD800',
  '\uDC00',
  'x\uD83Dy',
  '\uDFFF\uD800',
  '\u202E',
  'abc\u202Edef',
  '\u2066\u2067\u2068\u2069',
  '\u200E\u200F\u061C',
  '\u200b'.repeat(5),
  '\u3164'.repeat(5),
  '\u115F\u1160\uFFA0',
  '\uFEFF',
  '\u2028\u2029',
  '\u2800'.repeat(6),
  'Z\u0335\u0321\u031b'.repeat(20),
  "' OR 1=1 --",
  "'; DROP TABLE assignments; --",
  '%',
  '_',
  '\\',
  '%_\\%',
  '$1',
  "E'\\x00'",
  '\\u0000',
  '%00',
  '%ZZ',
  '%uD800',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '%s%n%x',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e309',
  '9'.repeat(40),
  '-1',
  '3000000000',
  '2.5',
  'true',
  '[]',
  '{}',
  'javascript:alert(1)//.png',
  'http://',
  'https://',
  'data:image/png;base64,AAAA',
  'http://[::1]:99999/a.png',
  'https://x.org/a.png\u0000',
  'https://docs.google.com/document/d/\u202Egnp.exe',
  'file:///etc/passwd',
  'http://localhost:3000/thumbnails/algebra.jpg\n',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'Easy ',
  'easy',
  'EASY',
  'asc ',
  'DESC',
  '🙂'.repeat(61),
  'é'.repeat(121),
  'ß'.repeat(5001),
];

/** Dates a column cannot hold, that JavaScript reads loosely, or that do not exist. */
export const HOSTILE_DATES = [
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '1',
  '0',
  '-1',
  'Dec 25, 2026',
  '2027-02-30',
  '2026-13-01',
  '10000-01-01',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T20:00:00-05:00',
  '2026-12-01T25:00Z',
  '2026-12-01T00:00:00+99:99',
  '1970-01-01',
  '1999-12-31',
  '0001-01-01',
  '2026-12-01T10:00:00',
  '2026-12-01t10:00z',
  ' 2026-12-01',
  '2026-12-01T00:00:00.1234567890Z',
  '2026-12-01T00:00:00.000+14:00',
  '2026-12-01T00:00:00.000-12:00',
  'Tue, 01 Dec 2026 00:00:00 GMT',
  '2026/12/01',
  '12/01/2026',
  'now',
];
export const hostileDate = fc.constantFrom(...HOSTILE_DATES);

/** Any UTF-16 code units, lone surrogates and controls included. */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const oneOfThese = fc.constantFrom(...HOSTILE_TEXT, ...HOSTILE_DATES);
const SIZES = [6, 101, 121, 255, 2049, 5001, 70_000, 100_000] as const;
/** Long runs: just past each limit, past the 64 KB body limit, and 100,000 characters. */
const longText = fc
  .tuple(fc.constantFrom(...SIZES), fc.constantFrom('x', 'é', '\u200b', '\u0000', '🙂', ' ', 'a\u202E'))
  .map(([size, unit]) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size));

/** Single characters that break storage or display, the commonest way a value is spoiled. */
const DANGEROUS = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\u2066',
  '\u0007',
  '\u001b',
  '\u0085',
  '\u200b',
  '\u3164',
  '\n',
  '\u2028',
  '\uFEFF',
];

/** NUL most often: it is what PostgreSQL itself refuses. */
const dangerous = fc.oneof({ arbitrary: fc.constant('\u0000'), weight: 1 }, { arbitrary: fc.constantFrom(...DANGEROUS), weight: 1 });
/** Ordinary text with one dangerous character inside, long enough to pass any minimum. */
const embedded = fc
  .tuple(
    fc.constantFrom('Linear equations', 'https://docs.google.com/document/d/x', 'Ada', 'bread', 'notes here'),
    dangerous,
    fc.string({ maxLength: 6 }),
  )
  .map(([text, char, tail]) => `${text}${char}${tail}`);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: oneOfThese, weight: 4 },
  { arbitrary: embedded, weight: 3 },
  { arbitrary: dangerous, weight: 1 },
  { arbitrary: codeUnits, weight: 2 },
  { arbitrary: longText, weight: 1 },
  { arbitrary: fc.tuple(oneOfThese, oneOfThese).map(([a, b]) => `${a}${b}`), weight: 1 },
);

/** Inserts a dangerous character into a value that is otherwise fine (so only that character is wrong). */
export const spoiled = (valid: string): fc.Arbitrary<string> =>
  fc.tuple(dangerous, fc.nat({ max: valid.length })).map(([piece, at]) => `${valid.slice(0, at)}${piece}${valid.slice(at)}`);

export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  2.5,
  1.0000001,
  1e-7,
  Number.MIN_VALUE,
  Number.EPSILON,
  999,
  1000,
  1001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  3_000_000_000,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
];
/** Number tokens no JS number holds, or that JSON.parse reads as Infinity or 0. */
const RAW_NUMBERS = ['1e999', '-1e999', '1e-999', '123456789012345678901234567890', '-0.0', '1E2', '0.00000000000000000001'];

export const hostileNumber: fc.Arbitrary<JsonValue> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 4 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 2 },
  { arbitrary: fc.integer(), weight: 2 },
  { arbitrary: fc.constantFrom(...RAW_NUMBERS).map((text) => new RawJson(text)), weight: 2 },
);

const DEEP = 2000;
/** Values of the wrong type for any field: null, booleans, arrays and objects where text belongs. */
export const wrongType: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom<JsonValue>(
    null,
    true,
    false,
    [],
    {} as never,
    [null],
    ['a', 1],
    new Entries([]),
    new Entries([['__proto__', new Entries([['admin', true]])]]),
  ),
  fc.constant(new RawJson(`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`)),
  fc.array(hostileString, { maxLength: 3 }),
  hostileNumber,
);

/** Any hostile value for a field whose schema we ignore. */
export const hostileValue: fc.Arbitrary<JsonValue> = fc.oneof({ arbitrary: hostileString, weight: 3 }, { arbitrary: wrongType, weight: 2 });

/** Keys a body or query must not take, some that JavaScript treats specially. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '_id',
    'ownerUid',
    'status',
    'createdAt',
    'obtainedMarks',
    'markedBy',
    'submitterUid',
    'isAdmin',
  ),
  hostileString.map((key) => key.slice(0, 200)),
);

/** Whole bodies that are not what any call takes (raw text: sent as is). */
export const hostileRawBody: fc.Arbitrary<string> = fc.constantFrom(
  '',
  ' ',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '[{}]',
  '{',
  '{"title": ',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\u0000',
  '\uFEFF{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'NaN',
  '1e999',
  `{"title":"${'x'.repeat(70_000)}"}`,
  `${'['.repeat(100_000)}`,
  `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  '<a/>',
  'a=1&b=2',
);
