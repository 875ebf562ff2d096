import fp from 'fastify-plugin';
import { CaseStudyRepository } from './case-study-repository';
import { CultureRepository } from './culture-repository';
import { ServiceRepository } from './service-repository';

declare module 'fastify' {
  interface FastifyInstance {
    content: { services: ServiceRepository; caseStudies: CaseStudyRepository; culture: CultureRepository };
  }
}

/** The three content collections; any write clears the cached public responses. */
export default fp(
  async (app) => {
    const { models } = app.db;
    const onChange = () => app.publicCache.invalidate();
    const content = {
      services: new ServiceRepository(models.Service, onChange),
      caseStudies: new CaseStudyRepository(models.CaseStudy, onChange),
      culture: new CultureRepository(models.CultureItem, onChange),
    };
    for (const repository of Object.values(content)) repository.useImages(app.media);
    app.decorate('content', content);
  },
  { name: 'content', dependencies: ['mongoose', 'cache-headers', 'media'] },
);
