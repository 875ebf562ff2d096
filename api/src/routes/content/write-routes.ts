import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  EditConflict,
  ErrorEnvelope,
  IdParams,
  ScheduleBody,
  type PublicationStatus,
  type ScheduleBody as ScheduleBodyType,
} from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import type { ContentInput } from '../../plugins/app/content/content-types';
import { publishingAction, publishingChange } from '../../plugins/app/content/publishing';
import { bearer, guardedRoute, writeContext } from '../signed-in-account';
import { idOf, ifMatchVersion, versionTag, type RouteContext } from './route-context';

type Body = Record<string, unknown> & { status?: PublicationStatus; publishAt?: string | null };
const stateOf = (item: Record<string, unknown>) => ({
  status: item.status as PublicationStatus,
  publishAt: item.publishAt ? new Date(item.publishAt as string) : null,
});

/**
 * Staff writes of one collection: create, replace with optimistic concurrency (ETag / If-Match, 412 on a
 * stale save), delete, and publish / unpublish / schedule.
 */
export function writeRoutes(context: RouteContext): FastifyPluginAsync {
  const { collection, repository, nouns, itemKey, tags, config, writers, audit } = context;
  const Conflict = Type.Object({ success: Type.Literal(false), message: Type.String(), data: EditConflict });

  return async (app) => {
    app.post(
      '/',
      guardedRoute(writers, {
        tags,
        summary: `Create a ${nouns.singular} (published unless status is draft)`,
        body: collection.schemas.create,
        response: { 201: context.ItemEnvelope },
      }),
      async (request, reply) => {
        const body = request.body as Body;
        const input = { ...body, ...publishingChange(body, 'published') } as ContentInput;
        const item = await repository.createItem(input, writeContext(request));
        await audit(request, 'content.created', item);
        await audit(request, publishingAction(null, stateOf(item), app.publishingClock.now()), item as never);
        return reply
          .code(201)
          .header('etag', versionTag(item))
          .send(ok(`${nouns.Singular} created successfully`, { [itemKey]: item }));
      },
    );

    app.put(
      '/:id',
      guardedRoute(
        writers,
        {
          tags,
          summary: `Replace a ${nouns.singular}; with If-Match, refused (412) if someone saved since`,
          description:
            'Send the version you edited as If-Match ("3"); 412 carries who saved the current copy and when.',
          params: IdParams,
          body: collection.schemas.create,
          response: { 200: context.ItemEnvelope, 412: Conflict },
        },
        config,
      ),
      async (request, reply: FastifyReply) => {
        const id = idOf(request);
        const body = request.body as Body;
        const change = publishingChange(body, undefined);
        const before =
          change.status !== undefined || change.publishAt !== undefined
            ? await repository.publishingOf(id)
            : null;
        const input = { ...body, ...change } as ContentInput;
        const item = await repository.replaceItem(id, input, writeContext(request, ifMatchVersion(request)));
        await audit(request, 'content.updated', item);
        if (before)
          await audit(
            request,
            publishingAction(before, stateOf(item), app.publishingClock.now()),
            item as never,
          );
        reply.header('etag', versionTag(item));
        return ok(`${nouns.Singular} updated successfully`, { [itemKey]: item });
      },
    );

    const publishing = (summary: string) => ({
      onRequest: writers,
      config,
      schema: { tags, summary, security: bearer, params: IdParams, response: { 200: context.ItemEnvelope } },
    });

    app.post('/:id/publish', publishing(`Publish a ${nouns.singular} now`), async (request) =>
      ok(`${nouns.Singular} published`, {
        [itemKey]: await context.setPublishing(request, idOf(request), 'published', null),
      }),
    );

    app.post(
      '/:id/unpublish',
      publishing(`Make a ${nouns.singular} a draft again (also unschedules)`),
      async (request) =>
        ok(`${nouns.Singular} unpublished`, {
          [itemKey]: await context.setPublishing(request, idOf(request), 'draft', null),
        }),
    );

    app.post(
      '/:id/schedule',
      guardedRoute(
        writers,
        {
          tags,
          summary: `Schedule a ${nouns.singular} to publish at a future time`,
          params: IdParams,
          body: ScheduleBody,
          response: { 200: context.ItemEnvelope, 400: ErrorEnvelope },
        },
        config,
      ),
      async (request) => {
        const publishAt = new Date((request.body as ScheduleBodyType).publishAt);
        if (publishAt <= app.publishingClock.now())
          throw new HttpError(400, 'Choose a publish time in the future');
        return ok(`${nouns.Singular} scheduled`, {
          [itemKey]: await context.setPublishing(request, idOf(request), 'published', publishAt),
        });
      },
    );

    app.delete(
      '/:id',
      {
        onRequest: writers,
        config,
        schema: { tags, summary: `Delete a ${nouns.singular}`, security: bearer, params: IdParams },
      },
      async (request) => {
        await repository.remove(idOf(request));
        await audit(request, 'content.deleted', { id: idOf(request) });
        return done(`${nouns.Singular} deleted successfully`);
      },
    );
  };
}
