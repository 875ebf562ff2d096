import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CASE_STUDY_CATEGORIES,
  CONTENT_WRITER_ROLES,
  CaseStudy,
  CaseStudyListQuery,
  CreateCaseStudy,
  Envelope,
  IdParams,
  StaffCaseStudyListQuery,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { MESSAGES } from '../../lib/http-error';
import { PUBLIC_READ_OPTIONS } from '../../plugins/app/http/public-cache';
import { contentRoutes } from '../content-routes';
import { bearer, writeContext } from '../shared';

const CaseStudyEnvelope = Envelope(Type.Object({ caseStudy: CaseStudy }));
const Categories = Envelope(
  Type.Object({ categories: Type.Array(Type.String({ enum: [...CASE_STUDY_CATEGORIES] })) }),
);
const config = { notFoundMessage: MESSAGES.caseStudyNotFound };

const caseStudiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const caseStudies = app.content.caseStudies;
  const writers = app.authorize(CONTENT_WRITER_ROLES);
  const tags = ['case studies'];

  await app.register(
    contentRoutes({
      repository: (instance) => instance.content.caseStudies,
      tag: 'case studies',
      noun: 'case study',
      plural: 'case studies',
      itemKey: 'caseStudy',
      listKey: 'caseStudies',
      itemSchema: CaseStudy,
      createSchema: CreateCaseStudy,
      publicQuery: CaseStudyListQuery,
      staffQuery: StaffCaseStudyListQuery,
      auditType: 'case-study',
      notFoundMessage: MESSAGES.caseStudyNotFound,
      previewDefaults: () => ({ featured: false }),
    }),
  );

  app.get(
    '/categories',
    {
      ...PUBLIC_READ_OPTIONS,
      schema: { tags, summary: 'Categories in use (published case studies)', response: { 200: Categories } },
    },
    (request, reply) =>
      app.publicCache.send(request, reply, async () =>
        ok('Categories retrieved successfully', { categories: await caseStudies.categories() }),
      ),
  );

  app.patch(
    '/:id/featured',
    {
      onRequest: writers,
      config,
      schema: {
        tags,
        summary: 'Flip the featured flag',
        security: bearer,
        params: IdParams,
        response: { 200: CaseStudyEnvelope },
      },
    },
    async (request) => {
      const caseStudy = await caseStudies.toggleFeatured(request.params.id, writeContext(request));
      const featured = caseStudy.featured ? 'Featured' : 'Unfeatured';
      await app.audit.record(request, {
        action: 'content.featured',
        entityType: 'case-study',
        entityId: caseStudy.id,
        summary: `${featured} case study "${caseStudy.title}"`,
      });
      return ok(caseStudy.featured ? 'Case study featured' : 'Case study unfeatured', { caseStudy });
    },
  );
};

export default caseStudiesRoutes;
