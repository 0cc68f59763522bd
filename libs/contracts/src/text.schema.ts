import { z } from 'zod';
import { MESSAGES, isStorableText, visibleLength } from '@studyhub/contracts/web';

const V = MESSAGES.validation;

export interface TextRule {
  /** Longest value after trimming, in UTF-16 units (what a browser's `maxLength` counts). */
  max: number;
  /** Message past `max`. */
  tooLong: string;
  /** Fewest visible characters (grapheme clusters with something visible, see `visibleLength`); 0 by default. */
  min?: number;
  /** Message when the value is missing, not a string, or under `min`. */
  tooShort?: string;
  /** Tabs and line breaks allowed (descriptions, notes, feedback). */
  multiline?: boolean;
}

/**
 * The building block of every string field the API takes: trimmed, storable (`isStorableText`: no
 * controls but tab and line breaks in multi-line text, no bidi controls, zero-width, tag or
 * noncharacter code points, no lone surrogates), at least `min` visible characters (grapheme
 * clusters, `visibleLength`) and at most `max` long. Each rule has its own message; a value breaking several gets the first.
 */
export function safeText({ max, tooLong, min = 0, tooShort = V.notText, multiline = false }: TextRule) {
  return z
    .string({ error: tooShort })
    .trim()
    .superRefine((value, context) => {
      if (!isStorableText(value, multiline)) context.addIssue({ code: 'custom', message: V.unsafeText });
      else if (visibleLength(value) < min) context.addIssue({ code: 'custom', message: tooShort });
    })
    .max(max, tooLong)
    .meta(describeRules(...textRules({ max, tooLong, min, tooShort, multiline })));
}

/** The rules of a safeText field as a reader of the API's docs needs them, each with its message. */
function textRules({ max, tooLong, min = 0, tooShort, multiline }: TextRule): string[] {
  return [
    min > 0 ? `at least ${min} visible characters after trimming ("${tooShort}")` : '',
    `at most ${max} characters ("${tooLong}")`,
    `no control characters${multiline ? ' other than tabs and line breaks' : ''}, bidi embeddings, overrides or isolates, ` +
      `zero-width characters (a joiner only inside an emoji), tag characters, noncharacters or lone surrogates ("${V.unsafeText}")`,
  ].filter(Boolean);
}

/**
 * OpenAPI metadata of a field (the generated document at /api/openapi.json shows it): its rules in
 * words, with the exact message each one answers.
 */
export function describeRules(...rules: string[]): { description: string } {
  return { description: `${rules.join('; ')}.` };
}
