import type { Migration } from './migration';

/** Services, case studies and culture items from before drafts existed are published content. */
export const contentPublishingFields: Migration = {
  id: 'content-publishing-fields',
  description: 'content from before drafts existed is published, at version 1',
  async up({ models }) {
    let changed = 0;
    for (const model of [models.Service, models.CaseStudy, models.CultureItem]) {
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
