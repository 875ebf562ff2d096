import { filterField, type CollectionDescriptor } from '@mwangaza/shared/collections';
import type { Locale } from '@mwangaza/shared/i18n';
import type { TranslatedLocale } from '@mwangaza/shared/collections/fields';
import { searchFilter } from '../../../lib/search';
import type { ContentLocales } from './content-locales';
import type { ListQuery } from './content-types';
import { stateFilter, visibleFilter, type Audience } from './publishing';

/**
 * What a list shows: the search in the audience's fields, the collection's own filters (`?category=`,
 * `?featured=true`, `?tag=`), and for visitors only what is published and due, in their language (the
 * search and filters read that language's values); for staff, the state and missing language asked for.
 */
export function listFilter(
  collection: CollectionDescriptor,
  query: ListQuery,
  audience: Audience,
  now: Date,
  locales: ContentLocales,
): Record<string, unknown> {
  const locale = audience === 'public' ? (query.locale as Locale | undefined) : undefined;
  const searched = collection.search[audience].map((field) => locales.field(field, locale));
  const filter: Record<string, unknown> = searchFilter(query.search, searched);
  for (const [name, spec] of Object.entries(collection.filters ?? {})) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    // A list field matches when it contains the value, which is what MongoDB does with { field: value }.
    filter[locales.field(filterField(name, spec), locale)] =
      spec.kind === 'flag' ? value === 'true' || value === true : value;
  }
  const parts = [filter];
  if (audience === 'public') parts.push(visibleFilter(now), locales.listFilter(locale));
  else {
    if (query.status) parts.push(stateFilter(query.status, now));
    if (query.missing) parts.push(locales.missingFilter(query.missing as TranslatedLocale));
  }
  return parts.length > 1 ? { $and: parts } : filter;
}
