import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';

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

interface CarouselControlsProps {
  swiper: SwiperInstance | null;
  /** The slides stay put (the user paused them, or prefers reduced motion). */
  paused: boolean;
  onPausedChange: (paused: boolean) => void;
}

/**
 * Real buttons for previous/next (Swiper's arrows are divs) and a pause switch, because content that
 * moves by itself must be stoppable (WCAG 2.2.2).
 */
export function CarouselControls({ swiper, paused, onPausedChange }: CarouselControlsProps) {
  return (
    <>
      <StyledArrow type="button" $side="left" aria-label="Previous slide" onClick={() => swiper?.slidePrev()}>
        <span aria-hidden="true">‹</span>
      </StyledArrow>
      <StyledArrow type="button" $side="right" aria-label="Next slide" onClick={() => swiper?.slideNext()}>
        <span aria-hidden="true">›</span>
      </StyledArrow>
      {/* The name says what a press does; no aria-pressed, which would make it say the opposite. */}
      <StyledPause type="button" onClick={() => onPausedChange(!paused)}>
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        {paused ? 'Play slideshow' : 'Pause slideshow'}
      </StyledPause>
    </>
  );
}
