import { SCHEMA_COLLECTIONS } from '@mwangaza/shared/collections/schemas';
import type { ContentModel } from '../models/content-model';
import type { Migration } from './migration';

/** Content from before drafts existed is published content. */
export const contentPublishingFields: Migration = {
  id: 'content-publishing-fields',
  description: 'content from before drafts existed is published, at version 1',
  async up({ models }) {
    let changed = 0;
    const modelOf = (typeName: string) => (models as unknown as Record<string, ContentModel>)[typeName]!;
    for (const { typeName } of SCHEMA_COLLECTIONS) {
      const model = modelOf(typeName.one);
      // The raw collection: the filter names a field older documents lack (mongoose would sanitise it).
      const result = await model.collection.updateMany(
        { status: { $exists: false } },
        { $set: { status: 'published', publishAt: null, version: 1, updatedBy: '' } },
      );
      changed += result.modifiedCount;
    }
    return changed;
  },
};
