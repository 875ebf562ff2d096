import fp from 'fastify-plugin';
import type { ContentCollection } from '@mwangaza/shared/collections';
import { SCHEMA_COLLECTIONS } from '@mwangaza/shared/collections/schemas';
import type { ContentModel } from '../../../models/content-model';
import { ContentRepository } from './content-repository';
import { ContentVersionTracker } from './content-version-tracker';
import { referenceCards, referenceCheck, referenceNames } from './content-references';
import { PreviewStore } from './preview-store';
import { RevisionStore } from './revision-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** One repository per content collection, by its name (`app.content['case-studies']`). */
    content: Record<ContentCollection, ContentRepository>;
    previews: PreviewStore;
    contentVersion: ContentVersionTracker;
  }
}

/**
 * Every content collection; any write keeps a revision and (on any instance) changes the content key that
 * cached public responses are kept under, and so does the moment the next scheduled item becomes due (so it
 * shows at once, with no job running).
 */
export default fp(
  async (app) => {
    const { models } = app.db;
    const revisions = new RevisionStore(models.Revision);
    const modelOf = (typeName: string) => (models as unknown as Record<string, ContentModel>)[typeName]!;
    const repositories = Object.fromEntries(
      SCHEMA_COLLECTIONS.map((collection) => [
        collection.name,
        new ContentRepository({
          collection,
          model: modelOf(collection.typeName.one),
          clock: app.publishingClock,
          revisions,
          onChange: () => onChange(),
        }),
      ]),
    ) as Record<ContentCollection, ContentRepository>;

    async function nextScheduled(): Promise<Date | null> {
      const times = await Promise.all(
        Object.values(repositories).map((repository) => repository.nextScheduled()),
      );
      return (
        times.filter((time): time is Date => time !== null).sort((a, b) => a.getTime() - b.getTime())[0] ??
        null
      );
    }
    const contentVersion = new ContentVersionTracker(
      models.ContentVersion,
      app.publishingClock,
      app.config.contentVersionCheckMs,
      nextScheduled,
      (error) => app.log.warn({ err: error }, 'could not read or count the content version'),
    );
    function onChange() {
      app.publicCache.invalidate();
      contentVersion.changed();
    }

    const references = {
      check: referenceCheck(models, repositories),
      names: referenceNames(models, repositories),
      cards: referenceCards(repositories, app.media),
    };

    app.publicCache.useContentKey(contentVersion);
    app.decorate('contentVersion', contentVersion);
    for (const repository of Object.values(repositories)) {
      repository.useImages(app.media);
      repository.useReferences(references);
    }

    app.decorate('content', repositories);
    app.decorate(
      'previews',
      new PreviewStore(models.Preview, app.publishingClock, app.config.previewTtlSeconds),
    );
  },
  { name: 'content', dependencies: ['mongoose', 'cache-headers', 'publishing-clock', 'media'] },
);
