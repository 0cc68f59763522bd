import { EMAIL_PATTERN } from './patterns.js';

// The contact forms' facts that need no zod (api-routes.ts says why zod stays out of web.ts).

/** Subjects of the /contact page dropdown, worded as the spec lists them. */
export const CONTACT_SUBJECTS = [
  'Drawing & Painting',
  'PhotographySales',
  'Fishing',
  'Videos Gaming',
  'Running',
] as const;

export const isContactEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
