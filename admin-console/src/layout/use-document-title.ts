import { useEffect } from 'react';

export const TITLE_SUFFIX = 'Mwangaza Admin';

/** "Dashboard | Mwangaza Admin": the tab and the history say which admin screen this is. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${TITLE_SUFFIX}`;
  }, [title]);
}
