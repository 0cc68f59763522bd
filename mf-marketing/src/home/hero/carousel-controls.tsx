import styled from 'styled-components';
import { HERO_TEXTS } from './hero.texts.js';

const StyledArrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  z-index: 2;
  top: 50%;
  ${({ $side }) => $side}: clamp(8px, 2vw, 24px);
  transform: translateY(-50%);
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  opacity: 0.85;
  &:hover { opacity: 1; }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    top: auto;
    bottom: 10px;
    transform: none;
    width: 40px;
    height: 40px;
  }
`;

/* Bottom right beside the bullets; on phones the arrows take the bottom corners, so top right. */
const StyledPause = styled.button`
  position: absolute;
  z-index: 2;
  bottom: 16px;
  right: clamp(8px, 2vw, 24px);
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  cursor: pointer;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    top: 12px;
    bottom: auto;
  }
`;

/*
 * A 28 px tap target around a 10 px dot; the slide on screen has a wider bar. The dots sit on the
 * photo, not on the page, so they are white with a dark ring in both themes: the theme's surface
 * colour made them dark dots on a dark picture in the dark theme.
 */
const StyledBullets = styled.div`
  position: absolute;
  z-index: 2;
  bottom: 16px;
  left: 50%;
  transform: translateX(-50%);
  display: flex;
  gap: 4px;
`;

const StyledBullet = styled.button`
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: grid;
  place-items: center;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.45);
    opacity: 0.7;
    transition: width 0.2s ease, opacity 0.2s ease;
  }
  &[aria-current='true']::before { width: 22px; border-radius: 5px; opacity: 1; }
`;

interface CarouselControlsProps {
  /** The carousel has started: until then a press would do nothing, so the buttons are disabled. */
  ready: boolean;
  count: number;
  /** Index of the slide on screen. */
  active: number;
  /** The slides stay put (the user paused them, or prefers reduced motion). */
  paused: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onPausedChange: (paused: boolean) => void;
}

/**
 * Real buttons for previous/next, one per slide, and a pause switch, because content that moves by
 * itself must be stoppable (WCAG 2.2.2).
 */
export function CarouselControls({ ready, count, active, paused, onPrevious, onNext, onGoTo, onPausedChange }: CarouselControlsProps) {
  return (
    <>
      <StyledArrow type="button" $side="left" aria-label={HERO_TEXTS.previous} disabled={!ready} onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
      </StyledArrow>
      <StyledArrow type="button" $side="right" aria-label={HERO_TEXTS.next} disabled={!ready} onClick={onNext}>
        <span aria-hidden="true">›</span>
      </StyledArrow>
      <StyledBullets>
        {Array.from({ length: count }, (_, index) => (
          <StyledBullet
            key={index}
            type="button"
            aria-label={HERO_TEXTS.goTo(index + 1)}
            aria-current={index === active}
            disabled={!ready}
            onClick={() => onGoTo(index)}
          />
        ))}
      </StyledBullets>
      {/* The name says what a press does; no aria-pressed, which would make it say the opposite. */}
      <StyledPause type="button" disabled={!ready} onClick={() => onPausedChange(!paused)}>
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        {paused ? HERO_TEXTS.play : HERO_TEXTS.pause}
      </StyledPause>
    </>
  );
}
