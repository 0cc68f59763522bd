import { visuallyHidden } from '@studyhub/ui';
import { lazy, Suspense, useCallback, useState } from 'react';
import styled from 'styled-components';
import { afterNextPaint } from '../../shared/after-next-paint.js';
import { HERO_BOX } from './hero-geometry.js';
import { HeroSlide } from './hero-slide.js';
import { HERO_SLIDES } from './slides.js';
import { BRAND_TEXTS } from '../brand.texts.js';
import { HERO_TEXTS } from './hero.texts.js';

// The carousel is fetched once the first picture is on screen; until then that slide stands alone. The
// picture is the page's largest element, so nothing else competes with it for the network or the
// main thread, and the carousel's own copy of it (same size) paints no later "largest" element.
const HeroCarousel = lazy(() => import('./hero-carousel.js'));

/** Fixed height from the first frame, so the carousel arriving later shifts nothing. */
const StyledHero = styled.section`
  position: relative;
  height: ${HERO_BOX.height};
  min-height: ${HERO_BOX.minHeight};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** Read by screen readers and focused after navigation; each slide draws the same words. */
const StyledHeading = styled.h1`${visuallyHidden}`;

/** Home banner: the full-width carousel of three slides. */
export function Hero() {
  const [carousel, setCarousel] = useState(false);
  // A picture that fails to load must not keep the carousel away either.
  const firstPictureSettled = useCallback(() => {
    afterNextPaint(() => setCarousel(true));
  }, []);
  const firstSlide = <HeroSlide slide={HERO_SLIDES[0]} first onPictureSettled={firstPictureSettled} />;
  return (
    <StyledHero aria-label={HERO_TEXTS.region}>
      <StyledHeading>{BRAND_TEXTS.tagline}</StyledHeading>
      {carousel ? (
        <Suspense fallback={firstSlide}>
          <HeroCarousel />
        </Suspense>
      ) : (
        firstSlide
      )}
    </StyledHero>
  );
}
