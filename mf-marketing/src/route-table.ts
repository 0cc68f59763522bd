import { ROUTES } from '@studyhub/contracts/web';
import { defineRouteTable } from '@studyhub/mf-config';

/** The screens this remote serves; its build publishes them so the shell can route to them. */
export const ROUTE_TABLE = defineRouteTable({
  routes: {
    /** The home page layout: the shell puts the home index slot (the assignments list) inside it. */
    home: { path: ROUTES.home },
    contact: { path: ROUTES.contact },
    terms: { path: ROUTES.terms },
    privacy: { path: ROUTES.privacy },
  },
});
