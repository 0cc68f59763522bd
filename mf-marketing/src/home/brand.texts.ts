/** The home page's slogans: the hero, the features' header and the daily strip. */
export const BRAND_TEXTS = {
  tagline: 'Study Together. Learn Better.',
  headline: 'Make learning simple and fun',
  subline: 'Tools for collaboration, assignments, and peer feedback',
  dailyStrip: 'New Assignment Released Daily',
} as const;
