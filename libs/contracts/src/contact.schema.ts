import { z } from 'zod';
import { EMAIL_PATTERN } from './patterns.js';

/** Subjects of the /contact page dropdown, worded as the spec lists them. */
export const CONTACT_SUBJECTS = [
  'Drawing & Painting',
  'PhotographySales',
  'Fishing',
  'Videos Gaming',
  'Running',
] as const;

const required = z.string().trim().min(1);

/** Contact Us section on the home page (client-only: nothing is sent). */
export const contactSectionSchema = z.object({
  name: required,
  email: required,
  phone: required,
  title: required,
  request: required,
});
export type ContactSectionInput = z.infer<typeof contactSectionSchema>;

export const isContactEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** /contact page form (client-only: nothing is sent). */
export const contactPageSchema = z.object({
  name: required,
  email: required,
  phone: required,
  subject: z.enum(CONTACT_SUBJECTS),
  request: required,
});
export type ContactPageInput = z.infer<typeof contactPageSchema>;
