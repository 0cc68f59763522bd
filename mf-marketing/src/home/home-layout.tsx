import { Outlet } from 'react-router-dom';
import { Benefits } from './benefits/benefits.js';
import { ContactSection } from './contact/contact-section.js';
import { Faq } from './faq/faq.js';
import { Hero } from './hero/hero.js';
import { HowItWorks } from './how-it-works/how-it-works.js';
import { useScrollToHash } from './use-scroll-to-hash.js';

/**
 * The '/' layout route. The shell puts the assignments remote's list section (id
 * subscription-services) in the <Outlet/>, between how-it-works and the benefits.
 */
export function HomeLayout() {
  useScrollToHash();
  return (
    <>
      <Hero />
      <HowItWorks />
      <Outlet />
      <Benefits />
      <Faq />
      <ContactSection />
    </>
  );
}
