import { useEffect } from 'react';

/** The site name every tab title ends with. */
export const SITE_TITLE = 'Bridge to Justice';

/** "Submit a case · Bridge to Justice"; the site name alone for no page title. */
export function documentTitle(page?: string | null): string {
  return page ? `${page} · ${SITE_TITLE}` : SITE_TITLE;
}

/** Sets the tab's title for as long as the page is shown (screen readers announce it on arrival). */
export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
