/**
 * Rules for text that users write and the database keeps. PostgreSQL `text` cannot hold NUL, and a
 * lone UTF-16 surrogate has no UTF-8 form (the driver would silently store U+FFFD instead), so both
 * are refused rather than altered. Single-line fields refuse every control character as well.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');
/** C0 controls except tab, LF and CR, and DEL: never meant in typed text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTILINE_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Every C0/C1 control and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** True when the text can be stored and shown as typed. */
export function isStorableText(value: string, multiline = false): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? MULTILINE_CONTROL : SINGLE_LINE_CONTROL).test(value);
}

/**
 * Characters that take no visible space: zero-width and format characters, variation selectors and
 * the Hangul fillers (all Default_Ignorable), controls, and the blank Braille pattern.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/gu;

/**
 * How many characters a reader sees, for minimum lengths: invisible characters do not count, a run
 * of spaces counts once, and an emoji counts once (code points, not UTF-16 units).
 */
export function visibleLength(value: string): number {
  return [...value.replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim()].length;
}

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
