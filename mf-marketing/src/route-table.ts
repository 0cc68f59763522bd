import { ROUTES } from '@studyhub/contracts/web';
import { defineRouteTable } from '@studyhub/mf-config';

/** The screens this remote serves (with their tab titles); its build publishes them so the shell can route to them. */
export const ROUTE_TABLE = defineRouteTable({
  routes: {
    /** The home page layout: the shell puts the home index slot (the assignments list) inside it. */
    home: { path: ROUTES.home, handle: { title: 'Home' } },
    contact: { path: ROUTES.contact, handle: { title: 'Contact Us' } },
    terms: { path: ROUTES.terms, handle: { title: 'Terms of Service' } },
    privacy: { path: ROUTES.privacy, handle: { title: 'Privacy Policy' } },
  },
});
