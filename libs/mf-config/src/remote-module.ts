import type { RouteObject } from 'react-router-dom';

/**
 * What a remote's `./routes` module exports as default. Each remote's routes file is checked
 * against this type with `satisfies`, so the shell and the remotes cannot drift apart.
 */
export interface RemoteRoutesModule {
  /** Routes mounted as children of the shell's layout (absolute paths from ROUTES). */
  routes: RouteObject[];
  /** The home page layout route ('/'), owned by marketing; its <Outlet/> hosts `homeIndex`. */
  home?: RouteObject;
  /** Content of the home page's index slot, owned by assignments (the list section). */
  homeIndex?: RouteObject;
}

/** Marker a runtime plugin returns in place of a remote that failed to load. */
export interface UnavailableRemote {
  unavailable: true;
  remote: string;
  reason: string;
}
