import { withElements, type RemoteRoutesModule } from '@studyhub/mf-config';
import { lazy } from 'react';
import { HomeLayout } from './home/home-layout.js';
import { preloadHeroImage } from './preload-hero-image.js';
import { ROUTE_TABLE } from './route-table.js';

// Home is the landing page, so it ships with the routes; the other pages load when visited.
const ContactPage = lazy(() => import('./contact/contact-page.js'));
const TermsPage = lazy(() => import('./legal/terms-page.js'));
const PrivacyPage = lazy(() => import('./legal/privacy-page.js'));

preloadHeroImage();

export default {
  routes: withElements(ROUTE_TABLE, {
    home: <HomeLayout />,
    contact: <ContactPage />,
    terms: <TermsPage />,
    privacy: <PrivacyPage />,
  }),
} satisfies RemoteRoutesModule;
