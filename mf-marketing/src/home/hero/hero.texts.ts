/** What the hero carousel says to assistive technology, and its pause switch's label. */
export const HERO_TEXTS = {
  region: 'Welcome',
  carousel: 'Highlights',
  /** A slide's name: "2 of 3" (e2e/support/hero-carousel.ts reads the number back). */
  slide: (position: number, count: number) => `${position} of ${count}`,
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (position: number) => `Go to slide ${position}`,
  play: 'Play slideshow',
  pause: 'Pause slideshow',
} as const;
