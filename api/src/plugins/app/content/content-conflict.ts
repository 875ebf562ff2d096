import { notFoundMessage } from '@mwangaza/shared/collections';
import type { SchemaCollection } from '@mwangaza/shared/collections/schemas';
import { formatNairobiTime } from '@mwangaza/shared/time';
import { HttpError, notFound } from '../../../lib/http-error';
import type { ContentDoc, ContentModel } from '../../../models/content-model';

/** 404 when the item is gone; 412 with who saved the current version when the copy was stale. */
export async function missingOrStale(
  model: ContentModel,
  collection: SchemaCollection,
  id: string,
): Promise<HttpError> {
  const current = await model
    .findOne({ id }, { updatedBy: 1, updatedAt: 1, version: 1 })
    .lean<ContentDoc>()
    .exec();
  if (!current) return notFound(notFoundMessage(collection));
  const updatedBy = current.updatedBy || 'someone else';
  const updatedAt = current.updatedAt.toISOString();
  return new HttpError(
    412,
    `This ${collection.nouns.singular} was changed by ${updatedBy} at ${formatNairobiTime(updatedAt)}. Reload to see their changes, or overwrite them.`,
    { current: { updatedBy, updatedAt, version: current.version ?? 1 } },
  );
}
