import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTENT_WRITER_ROLES,
  CreateCultureItem,
  CultureItem,
  CultureItemList,
  CultureListQuery,
  CultureOrderBody,
  Envelope,
  IdParams,
  UpdateCultureItem,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done, ok } from '../../lib/envelope';
import { MESSAGES } from '../../lib/http-error';
import { bearer } from '../shared';

const CultureItemEnvelope = Envelope(Type.Object({ cultureItem: CultureItem }));
const config = { notFoundMessage: MESSAGES.cultureItemNotFound };

const cultureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const culture = app.content.culture;
  const anySession = app.authorize();
  const writers = app.authorize(CONTENT_WRITER_ROLES);
  const tags = ['culture'];

  app.get(
    '/',
    { schema: { tags, summary: 'List culture items (by order)', querystring: CultureListQuery, response: { 200: Envelope(CultureItemList) } } },
    (request, reply) =>
      app.publicCache.send(request, reply, async () => {
        const { items, pagination } = await culture.search(request.query);
        return ok('Culture items retrieved successfully', { cultureItems: items, pagination });
      }),
  );

  app.get(
    '/admin/all',
    {
      onRequest: anySession,
      schema: { tags, summary: 'List culture items (admin)', security: bearer, querystring: CultureListQuery, response: { 200: Envelope(CultureItemList) } },
    },
    async (request) => {
      const { items, pagination } = await culture.search(request.query);
      return ok('Culture items retrieved successfully', { cultureItems: items, pagination });
    },
  );

  app.get(
    '/:id',
    { config, schema: { tags, summary: 'Get a culture item', params: IdParams, response: { 200: CultureItemEnvelope } } },
    (request, reply) =>
      app.publicCache.send(request, reply, async () =>
        ok('Culture item retrieved successfully', { cultureItem: await culture.get(request.params.id) }),
      ),
  );

  app.post(
    '/',
    {
      onRequest: writers,
      schema: { tags, summary: 'Create a culture item', security: bearer, body: CreateCultureItem, response: { 201: CultureItemEnvelope } },
    },
    async (request, reply) => {
      const cultureItem = await culture.createCultureItem(request.body);
      await app.audit.record(request, { action: 'content.created', entityType: 'culture-item', entityId: cultureItem.id, summary: `Created culture item "${cultureItem.title}"` });
      return reply.code(201).send(ok('Culture item created successfully', { cultureItem }));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: writers,
      config,
      schema: { tags, summary: 'Replace a culture item', security: bearer, params: IdParams, body: UpdateCultureItem, response: { 200: CultureItemEnvelope } },
    },
    async (request) => {
      const cultureItem = await culture.replaceCultureItem(request.params.id, request.body);
      await app.audit.record(request, { action: 'content.updated', entityType: 'culture-item', entityId: cultureItem.id, summary: `Edited culture item "${cultureItem.title}"` });
      return ok('Culture item updated successfully', { cultureItem });
    },
  );

  app.patch(
    '/:id/order',
    {
      onRequest: writers,
      config,
      schema: { tags, summary: 'Set the display order', security: bearer, params: IdParams, body: CultureOrderBody, response: { 200: CultureItemEnvelope } },
    },
    async (request) => {
      const cultureItem = await culture.setOrder(request.params.id, request.body.order);
      await app.audit.record(request, { action: 'content.reordered', entityType: 'culture-item', entityId: cultureItem.id, summary: `Moved culture item "${cultureItem.title}" to position ${cultureItem.order}` });
      return ok('Culture item order updated', { cultureItem });
    },
  );

  app.delete(
    '/:id',
    { onRequest: writers, config, schema: { tags, summary: 'Delete a culture item', security: bearer, params: IdParams } },
    async (request) => {
      await culture.remove(request.params.id);
      await app.audit.record(request, { action: 'content.deleted', entityType: 'culture-item', entityId: request.params.id, summary: `Deleted culture item ${request.params.id}` });
      return done('Culture item deleted successfully');
    },
  );
};

export default cultureRoutes;
