import { useEffect } from 'react';
import { site } from '@mwangaza/shared';

/** The document title of a page: '<title> | Mwangaza Analytics'. */
export function pageTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/**
 * Sets the document title and the meta description for the page being shown. The description tag is
 * created when the host page has none, so every public route has its own summary for search results.
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.setAttribute('content', description);
  }, [title, description]);
}
