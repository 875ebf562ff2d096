import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CASE_STUDY_CATEGORIES,
  CONTENT_WRITER_ROLES,
  CaseStudy,
  CaseStudyList,
  CaseStudyListQuery,
  CreateCaseStudy,
  Envelope,
  IdParams,
  UpdateCaseStudy,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done, ok } from '../../lib/envelope';
import { MESSAGES } from '../../lib/http-error';
import { bearer } from '../shared';

const CaseStudyEnvelope = Envelope(Type.Object({ caseStudy: CaseStudy }));
const Categories = Envelope(Type.Object({ categories: Type.Array(Type.String({ enum: [...CASE_STUDY_CATEGORIES] })) }));
const config = { notFoundMessage: MESSAGES.caseStudyNotFound };

const caseStudiesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const caseStudies = app.content.caseStudies;
  const anySession = app.authorize();
  const writers = app.authorize(CONTENT_WRITER_ROLES);
  const tags = ['case studies'];

  app.get(
    '/',
    { schema: { tags, summary: 'List case studies', querystring: CaseStudyListQuery, response: { 200: Envelope(CaseStudyList) } } },
    (request, reply) =>
      app.publicCache.send(request, reply, async () => {
        const { items, pagination } = await caseStudies.search(request.query, 'public');
        return ok('Case studies retrieved successfully', { caseStudies: items, pagination });
      }),
  );

  app.get('/categories', { schema: { tags, summary: 'Categories in use', response: { 200: Categories } } }, (request, reply) =>
    app.publicCache.send(request, reply, async () =>
      ok('Categories retrieved successfully', { categories: await caseStudies.categories() }),
    ),
  );

  app.get(
    '/admin/all',
    {
      onRequest: anySession,
      schema: { tags, summary: 'List case studies (admin)', security: bearer, querystring: CaseStudyListQuery, response: { 200: Envelope(CaseStudyList) } },
    },
    async (request) => {
      const { items, pagination } = await caseStudies.search(request.query, 'admin');
      return ok('Case studies retrieved successfully', { caseStudies: items, pagination });
    },
  );

  app.get(
    '/:id',
    { config, schema: { tags, summary: 'Get a case study', params: IdParams, response: { 200: CaseStudyEnvelope } } },
    (request, reply) =>
      app.publicCache.send(request, reply, async () =>
        ok('Case study retrieved successfully', { caseStudy: await caseStudies.get(request.params.id) }),
      ),
  );

  app.post(
    '/',
    {
      onRequest: writers,
      schema: { tags, summary: 'Create a case study', security: bearer, body: CreateCaseStudy, response: { 201: CaseStudyEnvelope } },
    },
    async (request, reply) => {
      const caseStudy = await caseStudies.createCaseStudy(request.body);
      await app.audit.record(request, { action: 'content.created', entityType: 'case-study', entityId: caseStudy.id, summary: `Created case study "${caseStudy.title}"` });
      return reply.code(201).send(ok('Case study created successfully', { caseStudy }));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: writers,
      config,
      schema: { tags, summary: 'Replace a case study', security: bearer, params: IdParams, body: UpdateCaseStudy, response: { 200: CaseStudyEnvelope } },
    },
    async (request) => {
      const caseStudy = await caseStudies.replace(request.params.id, request.body);
      await app.audit.record(request, { action: 'content.updated', entityType: 'case-study', entityId: caseStudy.id, summary: `Edited case study "${caseStudy.title}"` });
      return ok('Case study updated successfully', { caseStudy });
    },
  );

  app.patch(
    '/:id/featured',
    {
      onRequest: writers,
      config,
      schema: { tags, summary: 'Flip the featured flag', security: bearer, params: IdParams, response: { 200: CaseStudyEnvelope } },
    },
    async (request) => {
      const caseStudy = await caseStudies.toggleFeatured(request.params.id);
      const featured = caseStudy.featured ? 'Featured' : 'Unfeatured';
      await app.audit.record(request, { action: 'content.featured', entityType: 'case-study', entityId: caseStudy.id, summary: `${featured} case study "${caseStudy.title}"` });
      return ok(caseStudy.featured ? 'Case study featured' : 'Case study unfeatured', { caseStudy });
    },
  );

  app.delete(
    '/:id',
    { onRequest: writers, config, schema: { tags, summary: 'Delete a case study', security: bearer, params: IdParams } },
    async (request) => {
      await caseStudies.remove(request.params.id);
      await app.audit.record(request, { action: 'content.deleted', entityType: 'case-study', entityId: request.params.id, summary: `Deleted case study ${request.params.id}` });
      return done('Case study deleted successfully');
    },
  );
};

export default caseStudiesRoutes;
