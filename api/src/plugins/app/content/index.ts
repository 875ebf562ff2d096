import fp from 'fastify-plugin';
import { CaseStudyRepository } from './case-study-repository';
import { CultureRepository } from './culture-repository';
import { RevisionStore } from './revision-store';
import { ServiceRepository } from './service-repository';

declare module 'fastify' {
  interface FastifyInstance {
    content: { services: ServiceRepository; caseStudies: CaseStudyRepository; culture: CultureRepository };
  }
}

/** The three content collections; any write keeps a revision and clears the cached public responses. */
export default fp(
  async (app) => {
    const { models } = app.db;
    const onChange = () => app.publicCache.invalidate();
    const revisions = new RevisionStore(models.Revision);
    const content = {
      services: new ServiceRepository(models.Service, revisions, onChange),
      caseStudies: new CaseStudyRepository(models.CaseStudy, revisions, onChange),
      culture: new CultureRepository(models.CultureItem, revisions, onChange),
    };
    for (const repository of Object.values(content)) repository.useImages(app.media);
    app.decorate('content', content);
    // Documents from before slugs existed get theirs once the seed (if any) has run.
    app.addHook('onReady', async () => {
      for (const repository of Object.values(content)) await repository.ensureSlugs();
    });
  },
  { name: 'content', dependencies: ['mongoose', 'cache-headers', 'media'] },
);
