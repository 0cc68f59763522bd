/** Facts the Terms and the Privacy Policy both state; change them here, both pages follow. */
export const LEGAL = {
  lastUpdated: '2026-11-23',
  privacyEmail: 'privacy@studyhub.example',
  supportEmail: 'support@studyhub.example',
} as const;

/** 'November 23, 2026': en-US long dates, like the rest of the app. UTC so no zone shifts the day. */
export const formatLegalDate = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
