import { VisuallyHidden } from '@studyhub/ui';
import { Typewriter } from 'react-simple-typewriter';
import styled from 'styled-components';
import { useReducedMotion } from '../../shared/use-reduced-motion.js';

export const TYPEWRITER_WORDS = ["Here's How It Works", 'Only 3 Simple Steps', 'Get Started Now!'];

/*
 * Every phrase is laid in the same grid cell, invisible, so the heading is always as tall as the
 * longest one at the current width: typing and deleting never move the content below.
 */
const StyledHeading = styled.h2`
  display: grid;
  margin: 0 0 12px;
  font-size: clamp(1.8rem, 4vw, 2.8rem);
  letter-spacing: -0.01em;
  text-align: center;
  & > * { grid-area: 1 / 1; }
`;

const StyledGhost = styled.span`
  visibility: hidden;
`;

const StyledTyped = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

/** How-it-works heading cycling its three phrases (type 80 ms, delete 50 ms, pause 1.5 s, looping). */
export function TypewriterHeading({ id }: { id: string }) {
  const reduced = useReducedMotion();
  return (
    <StyledHeading id={id}>
      {/* Screen readers get one stable heading instead of a letter-by-letter stream. */}
      <VisuallyHidden>{TYPEWRITER_WORDS[0]}</VisuallyHidden>
      {TYPEWRITER_WORDS.map((word) => (
        <StyledGhost key={word} aria-hidden="true">
          {word}|
        </StyledGhost>
      ))}
      <StyledTyped aria-hidden="true" data-testid="typewriter">
        {reduced ? (
          TYPEWRITER_WORDS[0]
        ) : (
          <Typewriter words={TYPEWRITER_WORDS} loop={0} cursor typeSpeed={80} deleteSpeed={50} delaySpeed={1500} />
        )}
      </StyledTyped>
    </StyledHeading>
  );
}
