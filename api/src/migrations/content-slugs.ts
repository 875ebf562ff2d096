import { SCHEMA_COLLECTIONS } from '@mwangaza/shared/collections/schemas';
import type { ContentModel } from '../models/content-model';
import { PublishingClock } from '../plugins/app/publishing-clock';
import { ContentRepository } from '../plugins/app/content/content-repository';
import { RevisionStore } from '../plugins/app/content/revision-store';
import type { Migration } from './migration';

/**
 * Content from before slugs existed gets its readable address: the readable id of seeded items, else one
 * made from the title (the repositories' own rule, so it matches what a new item would get).
 */
export const contentSlugs: Migration = {
  id: 'content-slugs',
  description: 'content from before slugs existed gets one (its readable id, or one made from its title)',
  async up({ models, clock }) {
    const publishingClock = new PublishingClock(clock);
    const revisions = new RevisionStore(models.Revision);
    const unchanged = () => undefined;
    const modelOf = (typeName: string) => (models as unknown as Record<string, ContentModel>)[typeName]!;
    const repositories = SCHEMA_COLLECTIONS.map(
      (collection) =>
        new ContentRepository({
          collection,
          model: modelOf(collection.typeName.one),
          clock: publishingClock,
          revisions,
          onChange: unchanged,
        }),
    );
    let slugged = 0;
    for (const repository of repositories) slugged += await repository.ensureSlugs();
    // Instances already running serve these items without slugs: moving the content version refreshes them.
    if (slugged > 0)
      await models.ContentVersion.updateOne(
        { _id: 'public' },
        { $inc: { version: 1 } },
        { upsert: true },
      ).exec();
    return slugged;
  },
};
