/** Sentences of the contact forms that the product's messages do not cover. */
export const CONTACT_TEXTS = {
  /** A refusal without a readable answer (offline, the API down). */
  sendFailed: 'Your request could not be sent. Check your connection and try again.',
  /** Above the forms: every request is read, and the answer comes by email, with no time promised. */
  promise: 'We read every request and reply by email.',
  /** The home page's Contact Us section. */
  section: {
    missingTitle: 'Missing Information',
    missingBody: 'Please fill out all required fields.',
    invalidEmailTitle: 'Invalid Email',
    successTitle: 'Request Submitted',
    successBody: 'Thank you! Your request has been submitted successfully.',
  },
  /** The /contact page (its "missing" sentence is the API's own: MESSAGES.validation.contactMissing). */
  page: {
    missingTitle: 'Oops...',
    successTitle: 'Success!',
    successBody: 'Your request has been submitted successfully!',
  },
} as const;
