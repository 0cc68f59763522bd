import { EMAIL_PATTERN } from './patterns.js';

// The contact forms' facts that need no zod (api-routes.ts says why zod stays out of web.ts).

/** Subjects of the /contact page dropdown. */
export const CONTACT_SUBJECTS = ['Drawing & Painting', 'PhotographySales', 'Fishing', 'Videos Gaming', 'Running'] as const;

export const isContactEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** Limits of a contact request (`API.createContactRequest`). */
export const CONTACT_LIMITS = { nameMax: 100, subjectMax: 120, requestMax: 2000, phoneMin: 7, phoneMax: 20 } as const;

/**
 * A phone number as people write one: digits with spaces, dots, dashes, parentheses and a leading
 * +, holding 7 to 15 digits (E.164's most). 'abc' and '12' are not phone numbers.
 */
export function isContactPhone(value: string): boolean {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(trimmed) && digits >= CONTACT_LIMITS.phoneMin && digits <= 15 && trimmed.length <= CONTACT_LIMITS.phoneMax;
}
