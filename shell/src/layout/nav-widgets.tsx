import { useEffect, useState } from 'react';
import { RemoteWidget } from '../remotes/remote-widget.js';
import { useWidgets } from '../remotes/use-remote-area.js';
import { visibleWidgets } from '../remotes/widgets.js';

/**
 * The areas' widgets at the end of the bar (slot `navActions`), in their order. They load after
 * the first render, so no area's code stands between a visitor and the first paint; those for
 * signed-in users only once the user is known.
 */
export function NavWidgets({ loggedIn }: { loggedIn: boolean }) {
  const widgets = useWidgets('navActions');
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  if (!painted) return null;
  return visibleWidgets(widgets, loggedIn).map((widget) => <RemoteWidget key={`${widget.remote}/${widget.module}`} widget={widget} />);
}
