import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTENT_WRITER_ROLES,
  CreateService,
  Envelope,
  IdParams,
  Service,
  ServiceList,
  ServiceListQuery,
  UpdateService,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done, ok } from '../../lib/envelope';
import { MESSAGES } from '../../lib/http-error';
import { bearer } from '../shared';

const ServiceEnvelope = Envelope(Type.Object({ service: Service }));
const config = { notFoundMessage: MESSAGES.serviceNotFound };

const servicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const services = app.content.services;
  const anySession = app.authorize();
  const writers = app.authorize(CONTENT_WRITER_ROLES);
  const tags = ['services'];

  app.get(
    '/',
    { schema: { tags, summary: 'List services', querystring: ServiceListQuery, response: { 200: Envelope(ServiceList) } } },
    (request, reply) =>
      app.publicCache.send(request, reply, async () => {
        const { items, pagination } = await services.search(request.query);
        return ok('Services retrieved successfully', { services: items, pagination });
      }),
  );

  app.get(
    '/admin/all',
    {
      onRequest: anySession,
      schema: { tags, summary: 'List services (admin)', security: bearer, querystring: ServiceListQuery, response: { 200: Envelope(ServiceList) } },
    },
    async (request) => {
      const { items, pagination } = await services.search(request.query);
      return ok('Services retrieved successfully', { services: items, pagination });
    },
  );

  app.get(
    '/:id',
    { config, schema: { tags, summary: 'Get a service', params: IdParams, response: { 200: ServiceEnvelope } } },
    (request, reply) =>
      app.publicCache.send(request, reply, async () =>
        ok('Service retrieved successfully', { service: await services.get(request.params.id) }),
      ),
  );

  app.post(
    '/',
    { onRequest: writers, schema: { tags, summary: 'Create a service', security: bearer, body: CreateService, response: { 201: ServiceEnvelope } } },
    async (request, reply) => {
      const service = await services.createService(request.body);
      await app.audit.record(request, { action: 'content.created', entityType: 'service', entityId: service.id, summary: `Created service "${service.title}"` });
      return reply.code(201).send(ok('Service created successfully', { service }));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: writers,
      config,
      schema: { tags, summary: 'Replace a service', security: bearer, params: IdParams, body: UpdateService, response: { 200: ServiceEnvelope } },
    },
    async (request) => {
      const service = await services.replace(request.params.id, request.body);
      await app.audit.record(request, { action: 'content.updated', entityType: 'service', entityId: service.id, summary: `Edited service "${service.title}"` });
      return ok('Service updated successfully', { service });
    },
  );

  app.delete(
    '/:id',
    { onRequest: writers, config, schema: { tags, summary: 'Delete a service', security: bearer, params: IdParams } },
    async (request) => {
      await services.remove(request.params.id);
      await app.audit.record(request, { action: 'content.deleted', entityType: 'service', entityId: request.params.id, summary: `Deleted service ${request.params.id}` });
      return done('Service deleted successfully');
    },
  );
};

export default servicesRoutes;
