import { collectionNamed, type CollectionDescriptor, type ContentCollection } from '../../collections';
import { editableFields, unknownReferenceMessage } from '../../collections/fields';
import { withSchemas } from '../../collections/schemas';
import { CONTENT_WRITER_ROLES, REVISIONS_KEPT, type Revision, type RevisionAction } from '../../schemas';
import { db, newId, type MockUser } from '../db';
import { fail, now } from './respond';

/** What the API's content layer does for every collection: slugs, lookups by slug, revisions. */
export type MockCollection = ContentCollection;

interface Entity {
  id: string;
  slug: string;
  [field: string]: unknown;
}

/** The collection's table in the mock db (read at call time: tests reset the db). */
export function itemsOf(collection: MockCollection): Entity[] {
  const { keys } = collectionNamed(collection);
  return (db as unknown as Record<string, Entity[]>)[keys.list]!;
}

/** The id, then the current slug, then an earlier slug (as the API resolves public addresses). */
export function resolve<T>(collection: MockCollection, key: unknown): T | undefined {
  const items = itemsOf(collection);
  const id = db.earlierSlugs.get(`${collection}/${String(key)}`);
  return (items.find((item) => item.id === key) ??
    items.find((item) => item.slug === key) ??
    items.find((item) => item.id === id)) as T | undefined;
}

export const slugFromTitle = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 76)
    .replace(/-+$/, '') || 'item';

/** The slug a save gets: the one asked for (409 when another item has it), the current one, or one made from the title. */
export function slugFor(
  collection: MockCollection,
  title: string,
  requested: string | undefined,
  current?: Entity,
): { slug: string; response?: undefined } | { response: Response } {
  // As the API: a slug may not be another item's slug or id.
  const taken = new Set(
    itemsOf(collection)
      .filter((item) => item.id !== current?.id)
      .flatMap((item) => [item.slug, item.id]),
  );
  if (requested) {
    if (taken.has(requested))
      return {
        response: fail(
          409,
          `This address is already used by another ${collectionNamed(collection).nouns.singular}. Choose another slug.`,
        ),
      };
    if (current && requested !== current.slug)
      db.earlierSlugs.set(`${collection}/${current.slug}`, current.id);
    return { slug: requested };
  }
  if (current) return { slug: current.slug };
  const base = slugFromTitle(title);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return { slug };
}

// Publishing and the position are not part of a revision: a restore must not publish, unpublish or move.
/** A 400 naming the first reference (another item, or a staff account) that does not exist. */
export function checkReferences(
  collection: CollectionDescriptor,
  body: Record<string, unknown>,
): Response | undefined {
  for (const [field, reference] of Object.entries(collection.references ?? {})) {
    const value = body[field];
    const ids = Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value];
    const known =
      reference.to === 'staff'
        ? (id: unknown) => db.users.some((user) => user.id === id && CONTENT_WRITER_ROLES.includes(user.role))
        : (id: unknown) => itemsOf(reference.to as never).some((item) => item.id === id);
    const missing = ids.find((id) => !known(id));
    if (missing !== undefined) return fail(400, unknownReferenceMessage(field, String(missing)));
  }
  return undefined;
}

const snapshotOf = (collection: MockCollection, entity: Entity) =>
  Object.fromEntries(
    editableFields(withSchemas(collectionNamed(collection)))
      .filter((key) => entity[key] !== undefined)
      .map((key) => [key, entity[key]]),
  );

export function historyOf(collection: MockCollection, id: string): Revision[] {
  const key = `${collection}/${id}`;
  if (!db.revisions.has(key)) db.revisions.set(key, []);
  return db.revisions.get(key) as Revision[];
}

/** A revision per save (a baseline first for fixtures saved before), the newest REVISIONS_KEPT kept. */
export function recordRevision(
  collection: MockCollection,
  before: Entity | null,
  after: Entity,
  user: MockUser,
  action: Exclude<RevisionAction, 'baseline'>,
  restoredFrom?: number,
): void {
  const history = historyOf(collection, after.id);
  if (history.length === 0 && before) history.push(baselineRevision(snapshotOf(collection, before)));
  pushRevision(history, snapshotOf(collection, after), user, action, restoredFrom);
}

/** The state before the first change (saved before history was kept), with no author. */
export const baselineRevision = (snapshot: Record<string, unknown>): Revision => ({
  id: newId(),
  number: 1,
  action: 'baseline',
  author: null,
  createdAt: now(),
  changed: [],
  snapshot,
});

/**
 * Adds a revision to a history (oldest first) unless nothing changed, keeping the newest REVISIONS_KEPT: the
 * content's and the site settings' histories alike.
 */
export function pushRevision(
  history: Revision[],
  snapshot: Record<string, unknown>,
  user: MockUser,
  action: Exclude<RevisionAction, 'baseline'>,
  restoredFrom?: number,
): void {
  const previous = history.at(-1)?.snapshot ?? {};
  const keys = new Set([...Object.keys(previous), ...Object.keys(snapshot)]);
  const changed = [...keys].filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(snapshot[key]));
  if (history.length > 0 && changed.length === 0 && action !== 'restore') return;
  history.push({
    id: newId(),
    number: (history.at(-1)?.number ?? 0) + 1,
    action,
    author: { id: user.id, name: user.fullName, email: user.email },
    createdAt: now(),
    changed,
    snapshot,
    ...(restoredFrom !== undefined ? { restoredFrom } : {}),
  });
  if (history.length > REVISIONS_KEPT) history.splice(0, history.length - REVISIONS_KEPT);
}
