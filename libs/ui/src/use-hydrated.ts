import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React draws on the server and while it hydrates that page, true from then on (and at
 * once for a page the browser draws alone). A control drawn by the server is not React's until
 * hydration: text typed into it would not reach the form's state, so forms wait for this.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
