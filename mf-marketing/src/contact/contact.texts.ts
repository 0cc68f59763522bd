/** Sentences of the contact forms that the product's messages do not cover. */
export const CONTACT_TEXTS = {
  /** A refusal without a readable answer (offline, the API down). */
  sendFailed: 'Your request could not be sent. Check your connection and try again.',
  /** Above the forms: every request is read, and the answer comes by email, with no time promised. */
  promise: 'We read every request and reply by email.',
} as const;
