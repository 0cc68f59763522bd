import { ROUTES } from '@studyhub/contracts';
import type { RemoteRoutesModule } from '@studyhub/mf-config';
import { lazy } from 'react';
import { HomeLayout } from './home/home-layout.js';
import { preloadHeroImage } from './preload-hero-image.js';

// Home is the landing page, so it ships with the routes; the other pages load when visited.
const ContactPage = lazy(() => import('./contact/contact-page.js'));
const TermsPage = lazy(() => import('./legal/terms-page.js'));
const PrivacyPage = lazy(() => import('./legal/privacy-page.js'));

preloadHeroImage();

export default {
  home: { path: ROUTES.home, element: <HomeLayout /> },
  routes: [
    { path: ROUTES.contact, element: <ContactPage /> },
    { path: ROUTES.terms, element: <TermsPage /> },
    { path: ROUTES.privacy, element: <PrivacyPage /> },
  ],
} satisfies RemoteRoutesModule;
