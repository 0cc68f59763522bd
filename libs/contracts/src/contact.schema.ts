import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_SUBJECTS, MESSAGES, isContactEmail, isContactPhone } from '@studyhub/contracts/web';
import { safeText } from './text.schema.js';

const V = MESSAGES.validation;
const L = CONTACT_LIMITS;

const required = z.string().trim().min(1);
/** The forms refuse what the API would (`contactRequestSchema`), with the forms' own alerts. */
const email = required.refine(isContactEmail, { error: V.contactEmail });
const phone = required.refine(isContactPhone, { error: V.contactPhone });

/** Contact Us section on the home page (sent as a contactRequestSchema body). */
export const contactSectionSchema = z.object({
  name: required,
  email,
  phone,
  title: required,
  request: required,
});
export type ContactSectionInput = z.infer<typeof contactSectionSchema>;

/** /contact page form (sent as a contactRequestSchema body). */
export const contactPageSchema = z.object({
  name: required,
  email,
  phone,
  subject: z.enum(CONTACT_SUBJECTS),
  request: required,
});
export type ContactPageInput = z.infer<typeof contactPageSchema>;

/**
 * Body of `API.createContactRequest`: both contact forms send this (the home section's title is the
 * subject). Stored for an operator (`npm run contact-requests`); nothing of it is logged.
 */
export const contactRequestSchema = z.strictObject({
  name: safeText({ min: 1, tooShort: V.contactMissing, max: L.nameMax, tooLong: V.contactNameMax }),
  email: safeText({ min: 1, tooShort: V.contactMissing, max: 254, tooLong: V.userEmailMax }).refine(isContactEmail, {
    error: V.contactEmail,
  }),
  phone: safeText({ min: 1, tooShort: V.contactMissing, max: L.phoneMax, tooLong: V.contactPhone }).refine(isContactPhone, {
    error: V.contactPhone,
  }),
  subject: safeText({ min: 1, tooShort: V.contactMissing, max: L.subjectMax, tooLong: V.contactSubjectMax }),
  request: safeText({ min: 1, tooShort: V.contactMissing, max: L.requestMax, tooLong: V.contactRequestMax, multiline: true }),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;
