import type { RemoteWidgetModule } from '@studyhub/mf-config';
import { useEffect, useState, type ComponentType } from 'react';
import { loadExposed, type Loaded } from './load-exposed.js';
import { WidgetBoundary } from './widget-boundary.js';
import type { PlacedWidget } from './widgets.js';

type WidgetComponent = RemoteWidgetModule['default'];

const loads = new Map<string, Promise<Loaded<WidgetComponent>>>();

/**
 * One load per widget for the page's life, shared by every place it shows (the bar re-renders,
 * a user signs out and in). A failure is forgotten, so the next time the widget is shown tries again.
 */
function loadWidget({ remote, module }: PlacedWidget): Promise<Loaded<WidgetComponent>> {
  const id = `${remote}/${module.slice(2)}`;
  let load = loads.get(id);
  if (!load) {
    load = loadExposed<WidgetComponent>(remote, module).then((loaded) => {
      if (loaded.status === 'unavailable') {
        loads.delete(id);
        console.warn(`Widget ${id} is left out: ${loaded.reason}`);
      }
      return loaded;
    });
    loads.set(id, load);
  }
  return load;
}

/** Forgets every load (tests start each case from a page that has loaded nothing). */
export const forgetWidgetLoads = () => loads.clear();

/**
 * An area's widget, drawn once its module has loaded. Until then, and for good when it cannot be
 * loaded or throws, it takes no room: the bar never waits for it and never breaks because of it.
 */
export function RemoteWidget({ widget }: { widget: PlacedWidget }) {
  const [Widget, setWidget] = useState<ComponentType | null>(null);
  useEffect(() => {
    let current = true;
    void loadWidget(widget).then((loaded) => {
      if (current && loaded.status === 'ready') setWidget(() => loaded.module);
    });
    return () => {
      current = false;
    };
  }, [widget]);
  if (!Widget) return null;
  return (
    <WidgetBoundary name={`${widget.remote}/${widget.module.slice(2)}`}>
      <Widget />
    </WidgetBoundary>
  );
}
