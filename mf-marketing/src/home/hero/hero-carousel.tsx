import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { afterNextPaint } from '../../shared/after-next-paint.js';
import { useReducedMotion } from '../../shared/use-reduced-motion.js';
import { CarouselControls } from './carousel-controls.js';
import { HeroSlide } from './hero-slide.js';
import { HERO_SLIDES } from './slides.js';
import { HERO_TEXTS } from './hero.texts.js';

/** How long each slide shows before the next one (while playing). */
const HERO_AUTOPLAY_MS = 3000;

/** Embla's own layout: the viewport clips, the track is a row, each slide is the full width. */
const StyledViewport = styled.div`
  height: 100%;
  overflow: hidden;
`;

const StyledTrack = styled.div`
  display: flex;
  height: 100%;
  touch-action: pan-y pinch-zoom;
`;

const StyledSlideBox = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;
`;

/**
 * Embla's viewport ref, handed the element only once the browser has painted it. Embla measures
 * the slides as it starts; in the commit that drew them the page's layout was not done yet, so the
 * measure laid out the whole home page inside that task (56% of a 198 ms task at 4x in a CPU
 * profile, docs/benchmarks.md). Until then the first slide shows as drawn, with the controls off.
 */
function useRefAfterPaint(ref: (element: HTMLDivElement | null) => void) {
  const cancel = useRef<() => void>(undefined);
  return useCallback(
    (element: HTMLDivElement | null) => {
      cancel.current?.();
      if (element) cancel.current = afterNextPaint(() => ref(element));
      else ref(null);
    },
    [ref],
  );
}

/**
 * The three hero slides in a looping Embla carousel: autoplay every 3 s that keeps going after a
 * click or a swipe, until the user pauses it (or moves focus into a slide, which must not slide
 * away under them); a user who prefers reduced motion starts paused and sees no sliding. Slides not
 * on screen are inert: out of the tab order and of what assistive technology reads.
 *
 * Embla replaced Swiper: a quarter of its size, and less of the home page's main thread blocked on a
 * throttled phone (docs/benchmarks.md has the figures).
 */
export default function HeroCarousel() {
  const reduced = useReducedMotion();
  const [emblaViewport, embla] = useEmblaCarousel({ loop: true }, [
    Autoplay({ delay: HERO_AUTOPLAY_MS, playOnInit: !reduced, stopOnInteraction: false, jump: reduced }),
  ]);
  const viewport = useRefAfterPaint(emblaViewport);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(!reduced);

  useEffect(() => {
    if (!embla) return;
    const selected = () => setActive(embla.selectedScrollSnap());
    const play = () => setPlaying(true);
    const stop = () => setPlaying(false);
    embla.on('select', selected).on('autoplay:play', play).on('autoplay:stop', stop);
    return () => {
      embla.off('select', selected).off('autoplay:play', play).off('autoplay:stop', stop);
    };
  }, [embla]);

  return (
    <>
      <StyledViewport ref={viewport} aria-roledescription="carousel" aria-label={HERO_TEXTS.carousel}>
        {/* Announced when it moves only while paused: a slide changing every 3 s would talk over the page. */}
        <StyledTrack aria-live={playing ? 'off' : 'polite'}>
          {HERO_SLIDES.map((slide, index) => (
            <StyledSlideBox
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={HERO_TEXTS.slide(index + 1, HERO_SLIDES.length)}
              inert={index !== active}
            >
              <HeroSlide slide={slide} first={index === 0} active={index === active} />
            </StyledSlideBox>
          ))}
        </StyledTrack>
      </StyledViewport>
      <CarouselControls
        ready={embla !== undefined}
        count={HERO_SLIDES.length}
        active={active}
        paused={!playing}
        onPrevious={() => embla?.scrollPrev(reduced)}
        onNext={() => embla?.scrollNext(reduced)}
        onGoTo={(index) => embla?.scrollTo(index, reduced)}
        onPausedChange={(paused) => (paused ? embla?.plugins().autoplay.stop() : embla?.plugins().autoplay.play())}
      />
    </>
  );
}
