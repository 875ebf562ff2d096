import { useParams } from '@mwangaza/shared/router';
import { isApiError, itemTitle, type CollectionDescriptor } from '@mwangaza/shared';
import type { ItemArg } from '@mwangaza/shared';
import { useContentLocale, useT } from '../i18n';
import { useCanonicalSlug } from './use-canonical-slug';
import { usePageMeta } from './use-page-meta';
import { useStructuredData } from './use-structured-data';

interface ItemQuery<T> {
  data?: Record<string, T | undefined>;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What every collection's detail page (`<publicPath>/:id`) starts with: its item read by id or slug, moved
 * to its current address, the page's title and description (the item's, else the collection's not-found
 * or loading wording) and its JSON-LD. `notFound` is true for a 404 or a missing id.
 */
export function useCollectionItem<T extends { slug: string }>(
  collection: CollectionDescriptor,
  useItemQuery: (args: ItemArg, options: { skip: boolean }) => ItemQuery<T>,
) {
  const { id = '' } = useParams();
  const locale = useContentLocale();
  const t = useT();
  // English reads by id or slug alone (as before languages); another language names itself (`?locale=`).
  const query = useItemQuery(locale ? { id, locale } : id, { skip: !id });
  const item = query.data?.[collection.keys.item];
  const notFound = !id || (isApiError(query.error) && query.error.status === 404);
  useCanonicalSlug(collection.publicPath, id, item?.slug);
  const record = item as Record<string, unknown> | undefined;
  const summary = record?.[collection.summaryField];
  usePageMeta(
    record
      ? itemTitle(collection, record)
      : notFound
        ? t('item.notFound', { kind: collection.typeName.one })
        : t('item.loading', { kind: collection.typeName.one }),
    typeof summary === 'string' ? summary : collection.loading.description,
  );
  useStructuredData(collection, item);
  return { ...query, item, notFound };
}
