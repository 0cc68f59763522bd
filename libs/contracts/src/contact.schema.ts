import { z } from 'zod';
import { CONTACT_SUBJECTS } from '@studyhub/contracts/web';

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


/** /contact page form (client-only: nothing is sent). */
export const contactPageSchema = z.object({
  name: required,
  email: required,
  phone: required,
  subject: z.enum(CONTACT_SUBJECTS),
  request: required,
});
export type ContactPageInput = z.infer<typeof contactPageSchema>;
