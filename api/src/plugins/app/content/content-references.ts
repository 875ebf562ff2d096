import mongoose from 'mongoose';
import type { ContentCollection } from '@mwangaza/shared/collections';
import { CONTENT_WRITER_ROLES } from '@mwangaza/shared/schemas';
import type { Models } from '../../../models';
import type { ContentRepository } from './content-repository';
import type { ReferenceCheck } from './content-types';

/**
 * What a reference field may name: an item of a content collection (by its name), or 'staff', the account
 * of an editor or an administrator. Answers the first id that does not exist.
 */
export function referenceCheck(
  models: Pick<Models, 'User'>,
  repositories: Readonly<Record<ContentCollection, Pick<ContentRepository, 'model'>>>,
): ReferenceCheck {
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
