import { useEffect } from 'react';

export const APP_NAME = 'StudyHub';

/** The browser tab's name for a page: "All Assignments · StudyHub", or the app's name alone. */
export function documentTitle(pageTitle?: string | null): string {
  const page = pageTitle?.trim();
  return page ? `${page} · ${APP_NAME}` : APP_NAME;
}

/**
 * Names the tab after what a screen shows, e.g. an assignment's title once it has loaded. The
 * shell already names every route from its handle's `title`; a screen calls this only when the
 * name depends on its data. Nothing happens while `pageTitle` is empty, so the route's title
 * stays until the data arrives. The next route sets its own title, so nothing is restored here.
 */
export function useDocumentTitle(pageTitle: string | null | undefined) {
  useEffect(() => {
    if (pageTitle?.trim()) document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
