import type { FastifyPluginAsync } from 'fastify';
import type { Locale } from '@mwangaza/shared/i18n';
import { IdOrSlugParams, IdParams, LocaleQuery } from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import type { ListQuery, ListResult } from '../../plugins/app/content/content-types';
import { PUBLIC_READ_OPTIONS } from '../../plugins/app/http/public-cache';
import { guardedRoute } from '../signed-in-account';
import { idOf, toPublic, versionTag, type RouteContext } from './route-context';

const localeOf = (query: unknown) => (query as { locale?: Locale }).locale ?? 'en';

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
          summary: `List ${nouns.plural} (published and due) in a language`,
          description:
            '`?locale=sw` (or `fr`; `en` by default): only the items that exist in that language (every required ' +
            'localized field translated), their localized fields in it, `locale` and `alternates` (the slug in each ' +
            'language the item exists in) on each; the search looks in that language.',
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
        description:
          'Items carry `translations` (by locale) and `missingTranslations` (the languages whose required fields ' +
          'are not all translated); `?missing=sw` lists only those not yet in Kiswahili.',
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
          description:
            'In a language with `?locale=sw` (or `fr`; `en` by default): the slug is looked up among that ' +
            'language’s slugs (current or earlier), and an item that does not exist in it answers 404. The item ' +
            'carries `locale` and `alternates` (its slug in every language it exists in).',
          params: IdOrSlugParams,
          querystring: LocaleQuery,
          response: { 200: context.PublicItemEnvelope },
        },
      },
      (request, reply) =>
        app.publicCache.send(request, reply, async () =>
          ok(`${nouns.Singular} retrieved successfully`, {
            [itemKey]: toPublic(await repository.resolve(idOf(request), 'public', localeOf(request.query))),
          }),
        ),
    );
  };
}
