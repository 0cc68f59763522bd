import { documentTitle } from '@studyhub/ui';
import { useEffect } from 'react';

/**
 * Names the browser tab after the route's `handle.title`, as the remote declared it. Rendered
 * before the screen, so its effect runs first and a screen that names the tab after its data
 * (`useDocumentTitle`) has the last word. A route without a title gets the app's name alone.
 */
export function RouteTitle({ title }: { title: string | undefined }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
