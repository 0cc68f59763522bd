/** Copy the form kit shows, in one place so its screens and their tests read the same words. */

/** The form's checks load on first use (use-zod-form.ts) and could not. */
export const CHECKS_UNAVAILABLE_TEXT = 'This form could not load its checks. Check your connection and try again.';

export const DRAFT_TEXTS = { restored: 'Draft restored', discard: 'Discard draft' } as const;

/** The question before an in-app navigation leaves a form with unsaved changes. */
export const LEAVE_TEXTS = {
  title: 'Leave this page?',
  body: 'Your changes are kept as a draft on this device.',
  leave: 'Leave',
  stay: 'Stay',
} as const;

export const FORM_BUTTON_TEXTS = { cancel: 'Cancel' } as const;
