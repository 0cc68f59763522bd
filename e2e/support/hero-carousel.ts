import type { Page } from '@playwright/test';

/** The hero's slides, as the carousel labels them for assistive technology. */
export const SLIDES = '[aria-roledescription="slide"]';

/** The hero slide on screen: the one slide that is not inert. */
export const ACTIVE_SLIDE = `${SLIDES}:not([inert])`;

/** Index (0-2) of the hero slide on screen, from its "N of 3" label. */
export const activeSlide = (page: Page) =>
  page
    .locator(ACTIVE_SLIDE)
    .getAttribute('aria-label')
    .then((label) => Number(label?.split(' ')[0]) - 1);
