import { CaseStudyRepository } from '../plugins/app/content/case-study-repository';
import { Clock } from '../plugins/app/clock';
import { CultureRepository } from '../plugins/app/content/culture-repository';
import { RevisionStore } from '../plugins/app/content/revision-store';
import { ServiceRepository } from '../plugins/app/content/service-repository';
import type { Migration } from './migration';

/**
 * Content from before slugs existed gets its readable address: the readable id of seeded items, else one
 * made from the title (the repositories' own rule, so it matches what a new item would get).
 */
export const contentSlugs: Migration = {
  id: 'content-slugs',
  description: 'content from before slugs existed gets one (its readable id, or one made from its title)',
  async up({ models, clock }) {
    const contentClock = new Clock(clock);
    const revisions = new RevisionStore(models.Revision);
    const unchanged = () => undefined;
    const repositories = [
      new ServiceRepository(models.Service, contentClock, revisions, unchanged),
      new CaseStudyRepository(models.CaseStudy, contentClock, revisions, unchanged),
      new CultureRepository(models.CultureItem, contentClock, revisions, unchanged),
    ];
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
