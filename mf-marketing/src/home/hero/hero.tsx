import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { HeroSlide } from './hero-slide.js';
import { HERO_SLIDES } from './slides.js';

// Swiper is fetched after the page has painted; until then the first slide stands in its place.
const HeroCarousel = lazy(() => import('./hero-carousel.js'));

/** Fixed height from the first frame, so the carousel arriving later shifts nothing. */
const StyledHero = styled.section`
  position: relative;
  height: 70vh;
  min-height: 30rem;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** Home banner: the full-width carousel of three slides. */
export function Hero() {
  return (
    <StyledHero aria-label="Welcome">
      <Suspense fallback={<HeroSlide slide={HERO_SLIDES[0]} first />}>
        <HeroCarousel />
      </Suspense>
    </StyledHero>
  );
}
