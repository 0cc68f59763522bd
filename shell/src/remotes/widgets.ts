import type { AreaName, PublishedWidget, WidgetSlot } from '@studyhub/mf-config';
import type { RegisteredRemote } from './registry.js';

/** A widget with the remote that serves it. */
export interface PlacedWidget extends PublishedWidget {
  remote: AreaName;
}

/**
 * The widgets the remotes publish in their routes files (`widgets`, version 3) for one slot of the
 * shell's frame, in their `order`. Entries for a slot this shell does not have are passed over:
 * a later shell may offer more slots without a new routes-file version.
 */
export function widgetsFor(remotes: RegisteredRemote[], slot: WidgetSlot): PlacedWidget[] {
  return remotes
    .flatMap((remote) => (remote.routes?.widgets ?? []).map((widget) => ({ ...widget, remote: remote.name })))
    .filter((widget) => widget.slot === slot)
    .sort((a, b) => a.order - b.order);
}

/** The widgets a visitor sees: those for signed-in users only once someone is signed in. */
export const visibleWidgets = (widgets: PlacedWidget[], loggedIn: boolean) => widgets.filter((widget) => loggedIn || !widget.loggedInOnly);
