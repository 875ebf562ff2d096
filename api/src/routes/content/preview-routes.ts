import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { previewFields } from '@mwangaza/shared/collections/fields';
import { Envelope, IdParams } from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { slugFromTitle } from '../../lib/slug';
import { guardedRoute } from '../signed-in-account';
import type { RouteContext } from './route-context';

const TokenParams = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{32}$' }) },
  { additionalProperties: false },
);
const PreviewCreated = Envelope(
  Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) }),
);

/** Staff previews of unsaved content of one collection, under a short-lived token. */
export function previewRoutes(context: RouteContext): FastifyPluginAsync {
  const { collection, nouns, itemKey, tags } = context;
  // Stored under the list key (caseStudies): previews made before the routes were generated stay readable.
  const store = collection.keys.list;
  const PreviewBody = Type.Object(
    { id: Type.Optional(IdParams.properties.id), item: collection.schemas.create },
    { additionalProperties: false },
  );
  const editor = (request: FastifyRequest): string => request.account?.user.fullName ?? 'someone';

  return async (app) => {
    app.post(
      '/preview',
      guardedRoute(context.writers, {
        tags,
        summary: `Store unsaved ${nouns.singular} content for a staff preview (short-lived token)`,
        description:
          'The public site renders it at /preview/<collection>/<token>, for editors and administrators only.',
        body: PreviewBody,
        response: { 201: PreviewCreated },
      }),
      async (request, reply) => {
        const { id, item } = request.body as { id?: string; item: Record<string, unknown> };
        const now = app.publishingClock.now().toISOString();
        const preview = {
          ...previewFields(collection, item),
          // A new item has no slug until it is saved: the preview shows the one its title would get.
          slug: (item.slug as string | undefined) ?? slugFromTitle(String(item[collection.slugSource] ?? '')),
          id: id ?? 'preview',
          status: 'draft',
          publishAt: null,
          version: 1,
          createdAt: now,
          updatedAt: now,
        };
        const created = await app.previews.create(store, preview, editor(request));
        return reply.code(201).send(ok('Preview ready', created));
      },
    );

    app.get(
      '/preview/:token',
      guardedRoute(
        context.unpublishedReaders,
        {
          tags,
          summary: `Read a staff preview of a ${nouns.singular} (editors and administrators)`,
          params: TokenParams,
          response: { 200: context.ItemEnvelope },
        },
        { notFoundMessage: 'Preview not found or expired' },
      ),
      async (request, reply) => {
        const item = await app.previews.read(store, (request.params as { token: string }).token);
        if (!item) throw new HttpError(404, 'Preview not found or expired');
        reply.header('x-robots-tag', 'noindex, nofollow');
        return ok('Preview retrieved successfully', { [itemKey]: item });
      },
    );
  };
}
