import fp from 'fastify-plugin';
import { CaseStudyRepository } from './case-study-repository';
import { ContentState } from './content-state';
import { CultureRepository } from './culture-repository';
import { PreviewStore } from './preview-store';
import { RevisionStore } from './revision-store';
import { ServiceRepository } from './service-repository';

declare module 'fastify' {
  interface FastifyInstance {
    content: { services: ServiceRepository; caseStudies: CaseStudyRepository; culture: CultureRepository };
    previews: PreviewStore;
    contentState: ContentState;
  }
}

/**
 * The three content collections; any write keeps a revision and (on any instance) changes the content key
 * that cached public responses are kept under, and so does the moment the next scheduled item becomes due
 * (so it shows at once, with no job running).
 */
export default fp(
  async (app) => {
    const { models } = app.db;
    const revisions = new RevisionStore(models.Revision);
    const repositories: {
      services: ServiceRepository;
      caseStudies: CaseStudyRepository;
      culture: CultureRepository;
    } = {
      services: new ServiceRepository(models.Service, app.contentClock, revisions, () => onChange()),
      caseStudies: new CaseStudyRepository(models.CaseStudy, app.contentClock, revisions, () => onChange()),
      culture: new CultureRepository(models.CultureItem, app.contentClock, revisions, () => onChange()),
    };

    async function nextScheduled(): Promise<Date | null> {
      const times = await Promise.all(
        Object.values(repositories).map((repository) => repository.nextScheduled()),
      );
      return (
        times.filter((time): time is Date => time !== null).sort((a, b) => a.getTime() - b.getTime())[0] ??
        null
      );
    }
    const state = new ContentState(
      models.ContentVersion,
      app.contentClock,
      app.config.contentVersionCheckMs,
      nextScheduled,
      (error) => app.log.warn({ err: error }, 'could not read or count the content version'),
    );
    function onChange() {
      app.publicCache.invalidate();
      state.changed();
    }
    app.publicCache.useContentKey(state);
    app.decorate('contentState', state);
    for (const repository of Object.values(repositories)) repository.useImages(app.media);

    app.decorate('content', repositories);
    app.decorate(
      'previews',
      new PreviewStore(models.Preview, app.contentClock, app.config.previewTtlSeconds),
    );
  },
  { name: 'content', dependencies: ['mongoose', 'cache-headers', 'content-clock', 'media'] },
);
