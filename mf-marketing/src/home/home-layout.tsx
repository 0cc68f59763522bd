import { Outlet } from '@studyhub/router';
import { Benefits } from './benefits/benefits.js';
import { ContactSectionOnApproach } from './contact/contact-section-on-approach.js';
import { Faq } from './faq/faq.js';
import { Hero } from './hero/hero.js';
import { HowItWorks } from './how-it-works/how-it-works.js';
import { useAfterFirstPaint } from './use-after-first-paint.js';
import { useScrollToHash } from './use-scroll-to-hash.js';

/**
 * The '/' layout route. The shell puts the assignments remote's list section (id
 * subscription-services) in the <Outlet/>, between how-it-works and the benefits.
 * Only the hero fills the first screen, so it paints alone; the sections below it render right
 * after (links to /#section still land on them: useScrollToHash follows late content).
 */
export function HomeLayout() {
  useScrollToHash();
  const belowTheFold = useAfterFirstPaint();
  return (
    <>
      <Hero />
      {belowTheFold && (
        <>
          <HowItWorks />
          <Outlet />
          <Benefits />
          <Faq />
          <ContactSectionOnApproach />
        </>
      )}
    </>
  );
}
