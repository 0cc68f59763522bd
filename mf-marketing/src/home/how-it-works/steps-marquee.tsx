import Marquee from 'react-fast-marquee';
import { useTheme } from 'styled-components';
import { useReducedMotion } from '../../shared/use-reduced-motion.js';
import { StepCard } from './step-card.js';
import { STEPS } from './steps.js';

/** The three step cards scrolling sideways (speed 50, pauses under the pointer). */
export default function StepsMarquee() {
  const reduced = useReducedMotion();
  const theme = useTheme();
  return (
    <Marquee speed={50} pauseOnHover play={!reduced} autoFill gradient gradientColor={theme.colors.bg} gradientWidth={64}>
      {STEPS.map((card) => (
        <StepCard key={card.id} card={card} />
      ))}
    </Marquee>
  );
}
