import { filterField, type CollectionDescriptor } from '@mwangaza/shared/collections';
import { searchFilter } from '../../../lib/search';
import type { ListQuery } from './content-types';
import { stateFilter, visibleFilter, type Audience } from './publishing';

/**
 * What a list shows: the search in the audience's fields, the collection's own filters (`?category=`,
 * `?featured=true`, `?tag=`), and for visitors only what is published and due (for staff, the state asked for).
 */
export function listFilter(
  collection: CollectionDescriptor,
  query: ListQuery,
  audience: Audience,
  now: Date,
): Record<string, unknown> {
  const filter: Record<string, unknown> = searchFilter(query.search, collection.search[audience]);
  for (const [name, spec] of Object.entries(collection.filters ?? {})) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    // A list field matches when it contains the value, which is what MongoDB does with { field: value }.
    filter[filterField(name, spec)] = spec.kind === 'flag' ? value === 'true' || value === true : value;
  }
  const parts = [filter];
  if (audience === 'public') parts.push(visibleFilter(now));
  else if (query.status) parts.push(stateFilter(query.status, now));
  return parts.length > 1 ? { $and: parts } : filter;
}
