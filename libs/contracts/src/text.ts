/**
 * Rules for text that users write and the database keeps: one rule for every free-text field, so
 * the forms, the API and the docs (docs/security.md, "Storable text") agree on what is refused.
 * A refused value is refused whole, never altered: a silent edit would store something the writer
 * did not see.
 */

/**
 * Refused in every field. PostgreSQL `text` cannot hold NUL and a lone surrogate has no UTF-8 form
 * (the driver would store U+FFFD instead); the others show nothing, or make text read in another
 * order than it is stored, so a title or a feedback could hide what it says from the person grading.
 */
const ALWAYS_REFUSED = {
  // With the u flag, a surrogate range matches only a surrogate that is not part of a pair.
  loneSurrogate: /[\uD800-\uDFFF]/u,
  // Embeddings, overrides and isolates reorder what follows them ("Trojan Source"). The marks
  // U+200E, U+200F and U+061C stay allowed: they reorder nothing, they only give a direction to
  // the punctuation or digits beside them, which mixed Hebrew, Arabic and Latin text needs.
  bidiControl: /[\u202A-\u202E\u2066-\u2069]/u,
  // Zero-width space, non-joiner, word joiner and BOM, and a zero-width joiner anywhere but between
  // two emoji (👩‍💻 is one emoji made of three code points, and shows as one picture).
  zeroWidth:
    /[\u200B\u200C\u2060\uFEFF]|(?<!\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]?)\u200D|\u200D(?!\p{Extended_Pictographic})/u,
  // Invisible copies of ASCII: text hidden in plain sight (also the subdivision flags' spelling).
  tag: /[\u{E0000}-\u{E007F}]/u,
  noncharacter: new RegExp(
    `[\\uFDD0-\\uFDEF${Array.from({ length: 17 }, (_, plane) => `\\u{${(plane * 0x10000 + 0xfffe).toString(16)}}\\u{${(plane * 0x10000 + 0xffff).toString(16)}}`).join('')}]`,
    'u',
  ),
} satisfies Record<string, RegExp>;
const ALWAYS_REFUSED_KINDS = Object.keys(ALWAYS_REFUSED) as (keyof typeof ALWAYS_REFUSED)[];

/** C0 and C1 controls and DEL; multi-line text keeps tab, LF and CR LF (never a lone CR). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTILINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/u;
/** Every C0/C1 control and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;

/** The kinds of character a field refuses (see `refusedKind`). */
export type RefusedKind = 'control' | keyof typeof ALWAYS_REFUSED;

/** The first kind of character that makes the text unstorable, or undefined when it is fine. */
export function refusedKind(value: string, multiline = false): RefusedKind | undefined {
  if ((multiline ? MULTILINE_CONTROL : SINGLE_LINE_CONTROL).test(value)) return 'control';
  return ALWAYS_REFUSED_KINDS.find((kind) => ALWAYS_REFUSED[kind].test(value));
}

/** True when the text can be stored and shown as typed. */
export function isStorableText(value: string, multiline = false): boolean {
  return refusedKind(value, multiline) === undefined;
}

/**
 * A character that takes visible space: not a combining mark (it sits on another character), not a
 * zero-width or format character, variation selector or Hangul filler (all Default_Ignorable), not
 * a control, not the blank Braille pattern.
 */
const VISIBLE = /[^\p{M}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/u;

let graphemes: Intl.Segmenter | undefined;

/**
 * How many characters a reader sees, for minimum lengths: user-perceived characters (grapheme
 * clusters), so an accented letter or a family emoji counts once; a cluster with nothing visible
 * in it (six combining accents, zero-width characters) counts for nothing; a run of spaces or line
 * breaks counts once.
 */
export function visibleLength(value: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const { segment } of graphemes.segment(value.replace(/\s+/gu, ' ').trim())) {
    if (VISIBLE.test(segment)) count += 1;
  }
  return count;
}

const LONE_SURROGATES = /[\uD800-\uDFFF]/gu;
/** Embedding, override and isolate controls (and the bidi marks): they can make a name read backwards. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const CONTROLS = /[\p{Cc}\u2028\u2029]/gu;

/**
 * A display name fit to show beside someone's work: no controls, bidi overrides or broken
 * characters, spaces collapsed, at most `max` UTF-16 units (never half an emoji). '' when nothing
 * visible is left, so the caller can fall back to 'Anonymous'.
 */
export function cleanDisplayName(raw: string, max: number): string {
  const cleaned = raw.replace(LONE_SURROGATES, '').replace(BIDI_CONTROLS, '').replace(CONTROLS, ' ').replace(/\s+/gu, ' ').trim();
  if (visibleLength(cleaned) === 0) return '';
  let capped = cleaned.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(capped)) capped = capped.slice(0, -1);
  return capped.trim();
}
