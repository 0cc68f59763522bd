import { HOME_SECTIONS } from '@studyhub/contracts/web';
import { useLocation } from '@studyhub/router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const ContactSection = lazy(() => import('./contact-section.js').then((module) => ({ default: module.ContactSection })));

/** How far below the screen the reader may be when the section starts loading: it is in before they get there. */
const AHEAD_PX = 1200;

/**
 * The contact section, loaded with its form library (react-hook-form and libs/forms, about 15 KiB
 * gzip) when the reader scrolls towards it or a link asks for it (/#contact-section). It is the
 * last section of home, and a phone reading the top of the page need not download or run it.
 */
export function ContactSectionOnApproach() {
  const asked = useLocation().hash === `#${HOME_SECTIONS.contact}`;
  const [shown, setShown] = useState(asked);
  // Once shown it stays: a link to another section later must not take the form (and what was typed) away.
  if (asked && !shown) setShown(true);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setShown(true), {
      rootMargin: `0px 0px ${AHEAD_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  if (!shown) return <div ref={marker} />;
  return (
    <Suspense fallback={null}>
      <ContactSection />
    </Suspense>
  );
}
