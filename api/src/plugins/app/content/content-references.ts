import mongoose from 'mongoose';
import type { CollectionDescriptor, ContentCollection } from '@mwangaza/shared/collections';
import { CONTENT_WRITER_ROLES } from '@mwangaza/shared/schemas';
import type { Models } from '../../../models';
import type { ContentModel } from '../../../models/content-model';
import type { ContentItem, ReferenceCheck, ReferenceNames } from './content-types';

/** The repositories as references read them: each collection's model (not the repository, which imports this file). */
type CollectionModels = Readonly<Record<ContentCollection, { model: ContentModel }>>;

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
                .find(where, { id: 1, title: 1 })
                .lean<{ id: string; title: string }[]>()
                .exec()
            ).map((item) => ({ id: item.id, name: item.title }))
          : [];
    return new Map(found.map((record) => [record.id, record.name]));
  };
}

/** Each reference's `nameAs` field on every item: one query per reference field for the whole list. */
export async function attachReferenceNames(
  collection: CollectionDescriptor,
  names: ReferenceNames,
  items: ContentItem[],
): Promise<void> {
  for (const [field, reference] of Object.entries(collection.references ?? {})) {
    if (!reference.nameAs) continue;
    const idsOf = (item: ContentItem) => {
      const value = item[field];
      return (Array.isArray(value) ? value : value ? [value] : []).map(String);
    };
    const found = await names(reference.to, [...new Set(items.flatMap(idsOf))]);
    for (const item of items) {
      const named = idsOf(item).flatMap((id) => (found.has(id) ? [found.get(id) as string] : []));
      if (Array.isArray(item[field])) item[reference.nameAs] = named;
      else if (named[0] !== undefined) item[reference.nameAs] = named[0];
    }
  }
}
