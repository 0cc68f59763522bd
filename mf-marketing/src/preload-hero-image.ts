import { ROUTES } from '@studyhub/contracts/web';
import { HERO_IMAGE_SIZES } from './home/hero/hero-geometry.js';
import { HERO_SLIDES, heroSrcSet } from './home/hero/slides.js';

/**
 * The first hero picture is the home page's largest element. The shell loads this remote's routes
 * before it renders anything, so asking for the picture now (instead of when React mounts the
 * <img>) lets it download in parallel with the rest of the start-up.
 */
export function preloadHeroImage() {
  if (typeof document === 'undefined' || window.location.pathname !== ROUTES.home) return;
  const [first] = HERO_SLIDES;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = first.large;
  link.setAttribute('imagesrcset', heroSrcSet(first));
  link.setAttribute('imagesizes', HERO_IMAGE_SIZES);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
