import type { FastifyPluginAsync } from 'fastify';
import { IdOrSlugParams, IdParams } from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import type { ListQuery, ListResult } from '../../plugins/app/content/content-types';
import { PUBLIC_READ_OPTIONS } from '../../plugins/app/http/public-cache';
import { guardedRoute } from '../signed-in-account';
import { idOf, toPublic, versionTag, type RouteContext } from './route-context';

/** Visitors' reads (published and due only, cached) and staff reads of one collection. */
export function readRoutes(context: RouteContext): FastifyPluginAsync {
  const { collection, repository, nouns, itemKey, tags, config, itemSchema, ListEnvelope, listData } =
    context;
  const publicList = (result: ListResult<unknown>) => ({ ...result, items: result.items.map(toPublic) });

  return async (app) => {
    app.get(
      '/',
      {
        ...PUBLIC_READ_OPTIONS,
        schema: {
          tags,
          summary: `List ${nouns.plural} (published and due)`,
          querystring: collection.schemas.publicQuery,
          response: { 200: ListEnvelope(Type.Omit(itemSchema, ['updatedBy'])) },
        },
      },
      (request, reply) =>
        app.publicCache.send(request, reply, async () =>
          ok(
            `${nouns.Plural} retrieved successfully`,
            listData(publicList(await repository.search(request.query as ListQuery, 'public'))),
          ),
        ),
    );

    app.get(
      '/admin/all',
      guardedRoute(context.unpublishedReaders, {
        tags,
        summary: `List ${nouns.plural} (editors and administrators: drafts and scheduled too, filter by status)`,
        querystring: collection.schemas.staffQuery,
        response: { 200: ListEnvelope(itemSchema) },
      }),
      async (request) =>
        ok(
          `${nouns.Plural} retrieved successfully`,
          listData(await repository.search(request.query as ListQuery, 'staff')),
        ),
    );

    app.get(
      '/admin/:id',
      guardedRoute(
        context.unpublishedReaders,
        {
          tags,
          summary: `Get a ${nouns.singular} in any state (editors and administrators; ETag is its version)`,
          params: IdParams,
          response: { 200: context.ItemEnvelope },
        },
        config,
      ),
      async (request, reply) => {
        const item = await repository.get(idOf(request), 'staff');
        reply.header('etag', versionTag(item));
        return ok(`${nouns.Singular} retrieved successfully`, { [itemKey]: item });
      },
    );

    app.get(
      '/:id',
      {
        ...PUBLIC_READ_OPTIONS,
        config,
        schema: {
          tags,
          summary: `Get a published ${nouns.singular} by id or slug (current or earlier; the answer carries the current slug)`,
          params: IdOrSlugParams,
          response: { 200: context.PublicItemEnvelope },
        },
      },
      (request, reply) =>
        app.publicCache.send(request, reply, async () =>
          ok(`${nouns.Singular} retrieved successfully`, {
            [itemKey]: toPublic(await repository.resolve(idOf(request), 'public')),
          }),
        ),
    );
  };
}
