import {
  collectionNamed,
  filterField,
  itemTitle,
  type CollectionDescriptor,
  type ContentCollection,
} from '../../collections';
import { withComputed } from '../../collections/fields';
import type { PublicationStatus } from '../../schemas';
import { db } from '../db';
import { matchesSearch, now } from './respond';

/** What every content item has that the mock's content layer relies on. */
export interface Entity {
  id: string;
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

const itemsNamed = (to: string) =>
  (db as unknown as Record<string, Entity[]>)[collectionNamed(to as ContentCollection).keys.list] ?? [];

/** A staff member's full name or an item's title, as the API names what a reference field holds. */
function nameOf(to: string, id: string): string | undefined {
  if (to === 'staff') return db.users.find((user) => user.id === id)?.fullName;
  const item = itemsNamed(to).find((candidate) => candidate.id === id);
  return item && itemTitle(collectionNamed(to as ContentCollection), item);
}

/** What a page shows of a referenced item visitors may see (the API's `embed`): id, slug and the fields. */
function cardOf(to: string, id: string, fields: readonly string[]): Record<string, unknown> | undefined {
  if (to === 'staff') return undefined;
  const item = itemsNamed(to).find((candidate) => candidate.id === id && isVisible(candidate));
  if (!item) return undefined;
  const shown = fields.flatMap((field) => (item[field] === undefined ? [] : [[field, item[field]]]));
  return { id: item.id, slug: item.slug, ...Object.fromEntries(shown) };
}

/** The item with each reference's `nameAs` and `embed` fields, as the API reads it. */
function withNames(collection: CollectionDescriptor, item: Entity): Entity {
  const named: Record<string, unknown> = {};
  for (const [field, reference] of Object.entries(collection.references ?? {})) {
    const value = item[field];
    const ids = (Array.isArray(value) ? value : value ? [value] : []).map(String);
    const one = (found: unknown[]) => (Array.isArray(value) ? found : found[0]);
    if (reference.nameAs) {
      const names = ids.flatMap((id) => nameOf(reference.to, id) ?? []);
      if (Array.isArray(value) || names[0] !== undefined) named[reference.nameAs] = one(names);
    }
    if (reference.embed) {
      const { as, fields } = reference.embed;
      const cards = ids.flatMap((id) => cardOf(reference.to, id, fields) ?? []);
      if (Array.isArray(value) || cards[0] !== undefined) named[as] = one(cards);
    }
  }
  return { ...item, ...named };
}

/** Visitors never see who edited; everyone gets the computed fields and the references' names. */
export function present(collection: CollectionDescriptor, item: Entity, audience: Audience): Entity {
  if (audience === 'staff') return withComputed(collection, withNames(collection, item));
  const { updatedBy: _updatedBy, ...rest } = item;
  return withComputed(collection, withNames(collection, rest as Entity));
}

/** Saves a field change the way the API does (for the options' own routes, such as featured and order). */
export function touch<T extends Entity>(item: T, change: Partial<T>, editor: string): T {
  return { ...item, ...change, version: item.version + 1, updatedBy: editor, updatedAt: now() };
}
