import type { AreaName, WidgetSlot } from '@studyhub/mf-config';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { NavMenu } from './nav-links.js';
import type { RemoteAreas } from './remote-areas.js';

export const RemoteAreasContext = createContext<RemoteAreas | null>(null);

export function useRemoteAreas(): RemoteAreas {
  const areas = useContext(RemoteAreasContext);
  if (!areas) throw new Error('useRemoteAreas needs a RemoteAreasContext provider');
  return areas;
}

/** The navigation entries the remotes publish for one menu. */
export const useNavLinks = (menu: NavMenu) => useRemoteAreas().navLinks(menu);

/** The widgets the remotes publish for one slot of the frame. */
export const useWidgets = (slot: WidgetSlot) => useRemoteAreas().widgets(slot);

/** One remote's area state; asks for the remote the first time a screen of it shows. */
export function useRemoteArea(name: AreaName) {
  const areas = useRemoteAreas();
  const read = () => areas.get(name);
  // The server's snapshot is the same: the areas it draws are set before it renders.
  const state = useSyncExternalStore(areas.subscribe, read, read);
  useEffect(() => {
    if (!areas.get(name)) void areas.load(name);
  }, [areas, name]);
  return state;
}
