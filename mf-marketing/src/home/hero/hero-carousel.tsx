import 'swiper/css';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useReducedMotion } from '../../shared/use-reduced-motion.js';
import { CarouselControls } from './carousel-controls.js';
import { HeroSlide } from './hero-slide.js';
import { HERO_SLIDES } from './slides.js';

/** How long each slide shows before the next one (while playing). */
const HERO_AUTOPLAY_MS = 3000;

/* Swiper's own pagination CSS is skipped: these bullets are themed and 24 px tap targets. */
const StyledCarousel = styled.div`
  position: relative;
  height: 100%;
  .swiper { height: 100%; }
  .swiper-pagination {
    position: absolute;
    z-index: 2;
    bottom: 16px;
    left: 0;
    right: 0;
    display: flex;
    justify-content: center;
    gap: 4px;
  }
  .swiper-pagination-bullet {
    width: 28px;
    height: 28px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
    display: grid;
    place-items: center;
  }
  .swiper-pagination-bullet::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    opacity: 0.55;
    transition: width 0.2s ease, opacity 0.2s ease;
  }
  .swiper-pagination-bullet-active::before { width: 22px; border-radius: 5px; opacity: 1; }
`;

/**
 * The three hero slides in a looping Swiper: autoplay every 3 s that keeps going after a click,
 * until the user pauses it; a user who prefers reduced motion starts paused. Slides not on screen
 * are inert: out of the tab order and of what assistive technology reads.
 */
export default function HeroCarousel() {
  const reduced = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(reduced);
  useEffect(() => {
    if (!swiper) return;
    if (paused) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper, paused]);
  return (
    <StyledCarousel>
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        loop
        speed={reduced ? 0 : 700}
        autoplay={{ delay: HERO_AUTOPLAY_MS, disableOnInteraction: false }}
        pagination={{ clickable: true, bulletElement: 'button' }}
        a11y={{ containerRoleDescriptionMessage: 'carousel', itemRoleDescriptionMessage: 'slide' }}
        onSwiper={setSwiper}
        onRealIndexChange={(instance) => setActive(instance.realIndex)}
      >
        {HERO_SLIDES.map((slide, index) => (
          <SwiperSlide key={slide.id} inert={index !== active}>
            <HeroSlide slide={slide} first={index === 0} active={index === active} />
          </SwiperSlide>
        ))}
      </Swiper>
      <CarouselControls swiper={swiper} paused={paused} onPausedChange={setPaused} />
    </StyledCarousel>
  );
}
