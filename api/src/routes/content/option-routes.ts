import type { FastifyPluginAsync } from 'fastify';
import { itemTitle, optionsOf } from '@mwangaza/shared/collections';
import { enumValues } from '@mwangaza/shared/collections/fields';
import { Envelope, IdParams, OrderBody, SequenceBody } from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done, ok } from '../../lib/envelope';
import { reorder, setPosition, toggleFlag, valuesInUse } from '../../plugins/app/content/content-options';
import { PUBLIC_READ_OPTIONS } from '../../plugins/app/http/public-cache';
import { guardedRoute, writeContext } from '../signed-in-account';
import type { RouteContext } from './route-context';

/**
 * The routes a collection's options add: a featured flag flipped without a body, the categories its
 * published items use, and a display order set by moving items.
 */
export function optionRoutes(context: RouteContext): FastifyPluginAsync {
  const { collection, repository, nouns, itemKey, tags, config, writers, entityType } = context;
  const { featured, categories, order } = optionsOf(collection);

  return async (app) => {
    if (categories) {
      const Categories = Envelope(
        Type.Object({
          categories: Type.Array(Type.String({ enum: [...enumValues(collection, categories)] })),
        }),
      );
      app.get(
        '/categories',
        {
          ...PUBLIC_READ_OPTIONS,
          schema: { tags, summary: 'Categories in use (published items)', response: { 200: Categories } },
        },
        (request, reply) =>
          app.publicCache.send(request, reply, async () =>
            ok('Categories retrieved successfully', {
              categories: await valuesInUse(repository, categories),
            }),
          ),
      );
    }

    if (featured) {
      app.patch(
        `/:id/${featured}`,
        guardedRoute(
          writers,
          {
            tags,
            summary: `Flip the ${featured} flag`,
            params: IdParams,
            response: { 200: context.ItemEnvelope },
          },
          config,
        ),
        async (request) => {
          const { id } = request.params as { id: string };
          const item = await toggleFlag(repository, featured, id, writeContext(request));
          const on = Boolean(item[featured]);
          await app.audit.record(request, {
            action: 'content.featured',
            entityType,
            entityId: item.id,
            summary: `${on ? 'Featured' : 'Unfeatured'} ${nouns.singular} "${itemTitle(collection, item)}"`,
          });
          return ok(on ? `${nouns.Singular} featured` : `${nouns.Singular} unfeatured`, { [itemKey]: item });
        },
      );
    }

    if (order) {
      // Static beside the shared PUT /:id: the router prefers the static path, so "order" is never read as an id.
      app.put(
        '/order',
        guardedRoute(writers, {
          tags,
          summary: 'Reorder: the listed items take orders 0..n-1, all or none (unknown ids: 400)',
          body: SequenceBody,
        }),
        async (request) => {
          const { ids } = request.body as SequenceBody;
          await reorder(repository, order, ids, writeContext(request));
          await app.audit.record(request, {
            action: 'content.reordered',
            entityType,
            entityId: ids[0] ?? '',
            summary: `Reordered ${ids.length} ${nouns.plural}`,
          });
          return done(`${nouns.title} order updated`);
        },
      );

      app.patch(
        '/:id/order',
        guardedRoute(
          writers,
          {
            tags,
            summary: 'Set the display order',
            params: IdParams,
            body: OrderBody,
            response: { 200: context.ItemEnvelope },
          },
          config,
        ),
        async (request) => {
          const { id } = request.params as { id: string };
          const item = await setPosition(
            repository,
            order,
            id,
            (request.body as OrderBody).order,
            writeContext(request),
          );
          await app.audit.record(request, {
            action: 'content.reordered',
            entityType,
            entityId: item.id,
            summary: `Moved ${nouns.singular} "${itemTitle(collection, item)}" to position ${String(item[order])}`,
          });
          return ok(`${nouns.Singular} order updated`, { [itemKey]: item });
        },
      );
    }
  };
}
