import { useEffect } from 'react';
import type { CollectionDescriptor } from '@mwangaza/shared';
import { PAGE_DATA_ATTRIBUTE, itemStructuredData } from '@mwangaza/shared/structured-data';
import { useLocale } from '../i18n';

/**
 * Puts an item page's JSON-LD (breadcrumbs, and its Article or Service) in the document's head, built as the
 * static server builds it for the served page: the blocks the server wrote for the first page are replaced, so
 * after a client-side navigation the head describes the page shown, and leaving the page takes them away.
 */
export function useStructuredData(collection: CollectionDescriptor, item: object | undefined): void {
  const locale = useLocale();
  useEffect(() => {
    if (!item) return;
    for (const stale of document.head.querySelectorAll(`script[${PAGE_DATA_ATTRIBUTE}]`)) stale.remove();
    const blocks = itemStructuredData(
      collection,
      item as Record<string, unknown>,
      window.location.origin,
      locale,
    );
    const scripts = blocks.map((block) => {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.setAttribute(PAGE_DATA_ATTRIBUTE, '');
      script.textContent = JSON.stringify(block);
      document.head.appendChild(script);
      return script;
    });
    return () => scripts.forEach((script) => script.remove());
  }, [collection, item, locale]);
}
