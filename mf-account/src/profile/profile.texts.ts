/** The profile screen's own copy (only mf-account shows it). */
export const PROFILE_TEXTS = {
  verified: 'Email verified',
  notVerifiedTitle: 'Your email address is not verified yet',
  notVerified: (email: string) =>
    `We sent a link to ${email} when you registered. Open it to confirm the address is yours: creating, submitting and grading assignments may need it.`,
  resend: 'Send the link again',
  resent: (email: string) => `A new link is on its way to ${email}.`,
  check: 'I have verified it',
  stillNotVerified: 'Not verified yet: open the link in the email first, then try again.',
  nowVerified: 'Thank you: your email address is verified.',
} as const;
