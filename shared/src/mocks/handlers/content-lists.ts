import { filterField, type CollectionDescriptor } from '../../collections';
import { withComputed } from '../../collections/fields';
import type { PublicationStatus } from '../../schemas';
import { matchesSearch, now } from './respond';

/** What every content item has that the mock's content layer relies on. */
export interface Entity {
  id: string;
  title: string;
  slug: string;
  status: PublicationStatus;
  publishAt: string | null;
  version: number;
  updatedBy?: string;
  createdAt: string;
  updatedAt: string;
  [field: string]: unknown;
}

export type Audience = 'public' | 'staff';

/** The API's visibility rule: published, and due when scheduled. */
export const isVisible = (item: Entity) =>
  item.status === 'published' && (!item.publishAt || item.publishAt <= now());

export function stateOf(item: Entity): 'draft' | 'scheduled' | 'published' {
  if (item.status === 'draft') return 'draft';
  return isVisible(item) ? 'published' : 'scheduled';
}

/** The collection's search (its own fields for visitors and for staff) and its list filters. */
export function matchesQuery(
  collection: CollectionDescriptor,
  item: Entity,
  params: URLSearchParams,
  audience: Audience,
): boolean {
  const fields = collection.search[audience].map((field) => item[field] as string | undefined);
  if (!matchesSearch(params.get('search'), ...fields)) return false;
  return Object.entries(collection.filters ?? {}).every(([name, filter]) => {
    const wanted = params.get(name);
    if (wanted === null || wanted === '') return true;
    const value = item[filterField(name, filter)];
    if (filter.kind === 'flag') return wanted === 'true' ? Boolean(value) : !value;
    if (filter.kind === 'includes') return Array.isArray(value) && value.includes(wanted);
    return value === wanted;
  });
}

/**
 * The collection's order. The id that breaks ties in the database is left out: fixtures share their
 * creation times, and the seeded database (a second apart) lists them in the order they were written.
 */
export function compareItems(collection: CollectionDescriptor) {
  const keys = Object.entries(collection.sort).filter(([key]) => key !== 'id');
  return (a: Entity, b: Entity) => {
    for (const [key, direction] of keys) {
      const [x, y] = [a[key], b[key]] as [string | number, string | number];
      if (x !== y) return (x < y ? -1 : 1) * direction;
    }
    return 0;
  };
}

/** Visitors never see who edited; everyone gets the computed fields. */
export function present(collection: CollectionDescriptor, item: Entity, audience: Audience): Entity {
  if (audience === 'staff') return withComputed(collection, item);
  const { updatedBy: _updatedBy, ...rest } = item;
  return withComputed(collection, rest as Entity);
}

/** Saves a field change the way the API does (for the options' own routes, such as featured and order). */
export function touch<T extends Entity>(item: T, change: Partial<T>, editor: string): T {
  return { ...item, ...change, version: item.version + 1, updatedBy: editor, updatedAt: now() };
}
