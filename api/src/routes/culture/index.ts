import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CONTENT_WRITER_ROLES,
  CreateCultureItem,
  CultureItem,
  CultureListQuery,
  OrderBody,
  SequenceBody,
  DEFAULT_CULTURE_IMAGE,
  Envelope,
  IdParams,
  StaffCultureListQuery,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done, ok } from '../../lib/envelope';
import { MESSAGES } from '../../lib/http-error';
import { contentRoutes } from '../content-routes';
import { bearer, writeContext } from '../shared';

const CultureItemEnvelope = Envelope(Type.Object({ cultureItem: CultureItem }));
const config = { notFoundMessage: MESSAGES.cultureItemNotFound };

const cultureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const culture = app.content.culture;
  const writers = app.authorize(CONTENT_WRITER_ROLES);
  const tags = ['culture'];

  await app.register(
    contentRoutes({
      repository: (instance) => instance.content.culture,
      tag: 'culture',
      noun: 'culture item',
      plural: 'culture items',
      itemKey: 'cultureItem',
      listKey: 'cultureItems',
      itemSchema: CultureItem,
      createSchema: CreateCultureItem,
      publicQuery: CultureListQuery,
      staffQuery: StaffCultureListQuery,
      auditType: 'culture-item',
      notFoundMessage: MESSAGES.cultureItemNotFound,
      previewDefaults: (body) => ({ image: body.image || DEFAULT_CULTURE_IMAGE, order: 0 }),
    }),
  );

  // Static beside the shared PUT /:id: the router prefers the static path, so "order" is never read as an id.
  app.put(
    '/order',
    {
      onRequest: writers,
      schema: {
        tags,
        summary: 'Reorder: the listed items take orders 0..n-1, all or none (unknown ids: 400)',
        security: bearer,
        body: SequenceBody,
      },
    },
    async (request) => {
      await culture.reorder(request.body.ids, writeContext(request));
      await app.audit.record(request, {
        action: 'content.reordered',
        entityType: 'culture-item',
        entityId: request.body.ids[0] ?? '',
        summary: `Reordered ${request.body.ids.length} culture items`,
      });
      return done('Culture order updated');
    },
  );

  app.patch(
    '/:id/order',
    {
      onRequest: writers,
      config,
      schema: {
        tags,
        summary: 'Set the display order',
        security: bearer,
        params: IdParams,
        body: OrderBody,
        response: { 200: CultureItemEnvelope },
      },
    },
    async (request) => {
      const cultureItem = await culture.setOrder(
        request.params.id,
        request.body.order,
        writeContext(request),
      );
      await app.audit.record(request, {
        action: 'content.reordered',
        entityType: 'culture-item',
        entityId: cultureItem.id,
        summary: `Moved culture item "${cultureItem.title}" to position ${cultureItem.order}`,
      });
      return ok('Culture item order updated', { cultureItem });
    },
  );
};

export default cultureRoutes;
