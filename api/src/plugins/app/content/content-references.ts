import mongoose from 'mongoose';
import {
  itemTitle,
  titleFieldOf,
  type CollectionDescriptor,
  type ContentCollection,
} from '@mwangaza/shared/collections';
import type { SchemaCollection } from '@mwangaza/shared/collections/schemas';
import { CONTENT_WRITER_ROLES } from '@mwangaza/shared/schemas';
import type { Models } from '../../../models';
import type { ContentModel } from '../../../models/content-model';
import type { PublishingClock } from '../publishing-clock';
import { visibleFilter } from './publishing';
import type {
  ContentImages,
  ContentItem,
  ContentReferences,
  ReferenceCards,
  ReferenceCheck,
  ReferenceNames,
} from './content-types';

/**
 * The repositories as references read them: each collection's model, descriptor and clock (not the
 * repository, which imports this file).
 */
type CollectionModels = Readonly<
  Record<ContentCollection, { model: ContentModel; collection: SchemaCollection; clock: PublishingClock }>
>;

/**
 * What a reference field may name: an item of a content collection (by its name), or 'staff', the account
 * of an editor or an administrator. Answers the first id that does not exist.
 */
export function referenceCheck(models: Pick<Models, 'User'>, repositories: CollectionModels): ReferenceCheck {
  return async (to, ids) => {
    const where = { id: mongoose.trusted({ $in: [...ids] }) };
    const staff = { ...where, role: mongoose.trusted({ $in: [...CONTENT_WRITER_ROLES] }) };
    const repository = repositories[to as ContentCollection];
    const found =
      to === 'staff'
        ? await models.User.find(staff, { id: 1 }).lean<{ id: string }[]>().exec()
        : repository
          ? await repository.model.find(where, { id: 1 }).lean<{ id: string }[]>().exec()
          : [];
    const known = new Set(found.map((record) => record.id));
    return ids.find((id) => !known.has(id));
  };
}

/** What reference fields name, in words: staff by their full name, items by their title (any state). */
export function referenceNames(models: Pick<Models, 'User'>, repositories: CollectionModels): ReferenceNames {
  return async (to, ids) => {
    const where = { id: mongoose.trusted({ $in: [...ids] }) };
    const repository = repositories[to as ContentCollection];
    const found =
      to === 'staff'
        ? (
            await models.User.find(where, { id: 1, fullName: 1 })
              .lean<{ id: string; fullName: string }[]>()
              .exec()
          ).map((user) => ({ id: user.id, name: user.fullName }))
        : repository
          ? (
              await repository.model
                .find(where, { id: 1, [titleFieldOf(repository.collection)]: 1 })
                .lean<Record<string, unknown>[]>()
                .exec()
            ).map((item) => ({ id: String(item.id), name: itemTitle(repository.collection, item) }))
          : [];
    return new Map(found.map((record) => [record.id, record.name]));
  };
}

/**
 * What a page needs of the referenced items visitors may see (published and due): id, slug, the given
 * fields and, when `image` is one of them and a library image, its details. Staff accounts have none.
 */
export function referenceCards(repositories: CollectionModels, images: ContentImages): ReferenceCards {
  return async (to, ids, fields) => {
    const repository = repositories[to as ContentCollection];
    if (!repository || !ids.length) return new Map();
    const where = {
      $and: [{ id: mongoose.trusted({ $in: [...ids] }) }, visibleFilter(repository.clock.now())],
    };
    // Their translations too: a page in another language shows the card in it (see ContentLocales.localizeCards).
    const projection = Object.fromEntries(
      ['id', 'slug', 'translations', ...fields].map((field) => [field, 1]),
    );
    const docs = await repository.model.find(where, projection).lean<Record<string, unknown>[]>().exec();
    const cards = docs.map((doc) => ({
      id: String(doc.id),
      slug: String(doc.slug ?? doc.id),
      ...Object.fromEntries(
        fields.flatMap((field) => (doc[field] === undefined ? [] : [[field, doc[field]]])),
      ),
      ...(doc.translations ? { translations: doc.translations } : {}),
    }));
    const shown = await images.attachImages(cards, repository.collection);
    return new Map(shown.map((card) => [card.id, card]));
  };
}

/** The ids a reference field of an item holds (one, or a list). */
const idsIn = (item: ContentItem, field: string) => {
  const value = item[field];
  return (Array.isArray(value) ? value : value ? [value] : []).map(String);
};

/** What reference fields name, added to every item: in words (`nameAs`), then as cards (`embed`). */
export async function attachReferences(
  collection: CollectionDescriptor,
  references: ContentReferences,
  items: ContentItem[],
): Promise<void> {
  if (references.names) await attachReferenceNames(collection, references.names, items);
  if (references.cards) await attachReferenceCards(collection, references.cards, items);
}

/** Each reference's `embed` field on every item: one query per reference field for the whole list. */
async function attachReferenceCards(
  collection: CollectionDescriptor,
  cards: ReferenceCards,
  items: ContentItem[],
): Promise<void> {
  for (const [field, reference] of Object.entries(collection.references ?? {})) {
    if (!reference.embed) continue;
    const { as, fields } = reference.embed;
    const found = await cards(
      reference.to,
      [...new Set(items.flatMap((item) => idsIn(item, field)))],
      fields,
    );
    for (const item of items) {
      const shown = idsIn(item, field).flatMap((id) => found.get(id) ?? []);
      if (Array.isArray(item[field])) item[as] = shown;
      else if (shown[0] !== undefined) item[as] = shown[0];
    }
  }
}

/** Each reference's `nameAs` field on every item: one query per reference field for the whole list. */
async function attachReferenceNames(
  collection: CollectionDescriptor,
  names: ReferenceNames,
  items: ContentItem[],
): Promise<void> {
  for (const [field, reference] of Object.entries(collection.references ?? {})) {
    if (!reference.nameAs) continue;
    const idsOf = (item: ContentItem) => idsIn(item, field);
    const found = await names(reference.to, [...new Set(items.flatMap(idsOf))]);
    for (const item of items) {
      const named = idsOf(item).flatMap((id) => (found.has(id) ? [found.get(id) as string] : []));
      if (Array.isArray(item[field])) item[reference.nameAs] = named;
      else if (named[0] !== undefined) item[reference.nameAs] = named[0];
    }
  }
}
