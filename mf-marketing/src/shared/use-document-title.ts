import { useEffect } from 'react';

/** Names the browser tab after the page, and gives the previous name back on leaving. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | StudyHub`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
