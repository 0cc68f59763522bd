import { ROUTES } from '@studyhub/contracts/web';
import { Button } from '@studyhub/ui';
import { Link } from '@studyhub/router';
import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useReducedMotion } from '../../shared/use-reduced-motion.js';
import { HERO_IMAGE_SIZE, HERO_IMAGE_SIZES, HERO_PICTURE_POSITION } from './hero-geometry.js';
import { heroSrcSet, type HeroSlideData } from './slides.js';
import { BRAND_TEXTS } from '../brand.texts.js';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(-32px); }
  to { opacity: 1; transform: none; }
`;

const StyledSlide = styled.div`
  position: relative;
  height: 100%;
  overflow: hidden;
  display: flex;
  align-items: center;
`;

const StyledPicture = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
  object-position: ${HERO_PICTURE_POSITION};
`;

/** Darkens the text side of the picture so the copy stays readable on every slide. */
const StyledScrim = styled.div`
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.overlay} 0%, ${({ theme }) => theme.colors.overlay} 45%, transparent 85%);
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

/* Text waits hidden until its slide becomes the active one, then slides in at 0.2/0.4/0.6/0.8 s. */
const StyledContent = styled.div<{ $active: boolean }>`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 clamp(20px, 6vw, 72px);
  color: ${({ theme }) => (theme.mode === 'dark' ? theme.colors.text : theme.colors.surface)};
  & > * { opacity: 0; }
  ${({ $active }) => ($active ? css`& > * { animation: ${slideIn} 0.8s ease-out both; }` : '')}
  & > :nth-child(1) { animation-delay: 0.2s; }
  & > :nth-child(2) { animation-delay: 0.4s; }
  & > :nth-child(3) { animation-delay: 0.6s; }
  & > :nth-child(4) { animation-delay: 0.8s; }
  @media (prefers-reduced-motion: reduce) {
    && > * { opacity: 1; animation: none; }
  }
`;

const StyledTitle = styled.p`
  margin: 0 0 12px;
  max-width: 14ch;
  font-weight: 800;
  font-size: clamp(2.2rem, 6vw, 4rem);
  line-height: 1.05;
  letter-spacing: -0.02em;
`;

const StyledSubtitle = styled.p`
  margin: 0 0 20px;
  max-width: 36rem;
  font-size: clamp(1rem, 2vw, 1.2rem);
`;

const StyledChecks = styled.ul`
  list-style: none;
  margin: 0 0 28px;
  padding: 0;
  display: grid;
  gap: 8px;
  font-weight: 600;
  li::before { content: '✓' / ''; display: inline-grid; place-items: center; width: 24px; height: 24px; margin-right: 10px;
    border-radius: 50%; background: ${({ theme }) => theme.colors.success}; color: ${({ theme }) => theme.colors.surface}; font-size: 0.8rem; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const StyledOutline = styled(Button)`
  background: transparent;
  color: inherit;
  border-color: currentColor;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.overlay}; }
`;

interface HeroSlideProps {
  slide: HeroSlideData;
  /** The first slide: the page's largest picture, fetched first and never lazily. */
  first: boolean;
  /** The slide on screen. Only its text is drawn, and its links join the tab order once drawn. */
  active?: boolean;
  /** Called when the picture has loaded or failed to. */
  onPictureSettled?: () => void;
}

/** One full-width hero slide: background picture, tagline, promises and the two calls to action. */
export function HeroSlide({ slide, first, active = false, onPictureSettled }: HeroSlideProps) {
  const reduced = useReducedMotion();
  const [actionsDrawn, setActionsDrawn] = useState(false);
  const picture = useRef<HTMLImageElement>(null);
  // On a page the server drew, the picture may have loaded before React was there to hear it.
  useEffect(() => {
    if (picture.current?.complete) onPictureSettled?.();
    // Once, as the picture first shows; a later load is heard by onLoad.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!active) setActionsDrawn(false);
  }, [active]);
  // The buttons fade in last (0.8 s + 0.8 s): until then a Tab must not land on a button nobody
  // can see. With reduced motion they are drawn at once.
  const actionsReady = active && (reduced || actionsDrawn);
  return (
    <StyledSlide>
      <StyledPicture
        ref={picture}
        src={slide.large}
        srcSet={heroSrcSet(slide)}
        sizes={HERO_IMAGE_SIZES}
        {...HERO_IMAGE_SIZE}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        onLoad={onPictureSettled}
        onError={onPictureSettled}
      />
      <StyledScrim />
      <StyledContent $active={active}>
        {/* The page's h1 is the hero's own (hero.tsx): slides come and go, the heading stays. */}
        <StyledTitle aria-hidden="true">{BRAND_TEXTS.tagline}</StyledTitle>
        <StyledSubtitle>{slide.subtitle}</StyledSubtitle>
        <StyledChecks>
          <li>Create &amp; Join Study Groups</li>
          <li>Submit and Grade Assignments</li>
        </StyledChecks>
        <StyledActions inert={!actionsReady} onAnimationEnd={() => setActionsDrawn(active)}>
          <Button as={Link} to={ROUTES.assignments}>
            View All Assignment
          </Button>
          <StyledOutline as={Link} to={ROUTES.createAssignment}>
            Create Assignment
          </StyledOutline>
        </StyledActions>
      </StyledContent>
    </StyledSlide>
  );
}
