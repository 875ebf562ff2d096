import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTENT_WRITER_ROLES,
  EditConflict,
  Envelope,
  ErrorEnvelope,
  IdOrSlugParams,
  IdParams,
  Pagination,
  ScheduleBody,
  type AuditAction,
  type AuditEntityType,
  type PublicationStatus,
  type ScheduleBody as ScheduleBodyType,
} from '@mwangaza/shared/schemas';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { done, ok } from '../lib/envelope';
import { HttpError } from '../lib/http-error';
import { slugFromTitle } from '../lib/slug';
import type {
  ContentRepository,
  ContentInput,
  ListResult,
  WriteContext,
} from '../plugins/app/content/content-repository';
import { publishingAction, publishingChange, type Audience } from '../plugins/app/content/publishing';
import { PUBLIC_READ_OPTIONS } from '../plugins/app/http/public-cache';
import contentRevisionRoutes from './content-revisions';
import { bearer, writeContext } from './shared';

/** The calls of one collection's repository the shared routes make. */
interface CollectionRepository<Dto extends { image?: string }, B> extends ContentRepository<never, Dto> {
  search(query: never, audience: Audience): Promise<ListResult<Dto>>;
  createItem(body: ContentInput<B>, context: WriteContext): Promise<Dto>;
  replaceItem(id: string, body: ContentInput<B>, context: WriteContext): Promise<Dto>;
}

export interface ContentRoutesOptions<Item extends TObject, Create extends TObject> {
  /** The repository (app.content.x), read when the routes register. */
  repository: (app: FastifyInstance) => unknown;
  /** OpenAPI tag, e.g. 'case studies'. */
  tag: string;
  /** 'case study' / 'case studies': summaries and messages ('Case study created successfully'). */
  noun: string;
  plural: string;
  /** Envelope keys: { caseStudy } and { caseStudies, pagination }. */
  itemKey: string;
  listKey: string;
  itemSchema: Item;
  createSchema: Create;
  publicQuery: TSchema;
  staffQuery: TSchema;
  notFoundMessage: string;
  /** What the audit log calls an item of this collection. */
  auditType: AuditEntityType;
  /** Fields a preview of a new item needs that the form may leave out (e.g. culture's default image). */
  previewDefaults?: (body: Static<Create>) => Record<string, unknown>;
}

/** How a content change reads in the Activity screen: 'Created service "Data Lakes"'. */
const AUDIT_VERBS: Partial<Record<AuditAction, string>> = {
  'content.created': 'Created',
  'content.updated': 'Edited',
  'content.deleted': 'Deleted',
  'content.published': 'Published',
  'content.unpublished': 'Unpublished',
  'content.scheduled': 'Scheduled',
  'content.restored': 'Restored an earlier revision of',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const TokenParams = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{32}$' }) },
  { additionalProperties: false },
);

/** "3", W/"3" or 3 → 3; '*' (any version) → undefined; anything else cannot match. */
function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  return match ? Number(match[1]) : 0;
}

/** Visitors never see who edited (the public cache sends its own JSON, so the schema alone does not drop it). */
function toPublic<T>(item: T): T {
  const { updatedBy: _updatedBy, ...rest } = item as T & { updatedBy?: string };
  return rest as T;
}

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
const versionTag = (item: unknown) => `"${(item as { version: number }).version}"`;

/**
 * Every route of one content collection: public reads (published and due only), staff reads, writes with
 * optimistic concurrency (ETag / If-Match, 412 on a stale save), publish / unpublish / schedule, and
 * staff previews of unsaved content. Each collection's own routes (featured, order...) sit beside these.
 */
export function contentRoutes<Item extends TObject, Create extends TObject>(
  options: ContentRoutesOptions<Item, Create>,
): FastifyPluginAsync {
  const { tag, noun, plural, itemKey, listKey, itemSchema, createSchema, notFoundMessage } = options;
  const Noun = capitalize(noun);
  const Plural = capitalize(plural);
  const tags = [tag];
  const config = { notFoundMessage };
  const PublicItem = Type.Omit(itemSchema, ['updatedBy']);
  const ItemEnvelope = Envelope(Type.Object({ [itemKey]: itemSchema }));
  const PublicItemEnvelope = Envelope(Type.Object({ [itemKey]: PublicItem }));
  const ListEnvelope = (item: TSchema) =>
    Envelope(Type.Object({ [listKey]: Type.Array(item), pagination: Pagination }));
  const Conflict = Type.Object({ success: Type.Literal(false), message: Type.String(), data: EditConflict });
  const PreviewBody = Type.Object(
    { id: Type.Optional(IdParams.properties.id), item: createSchema },
    { additionalProperties: false },
  );
  const PreviewCreated = Envelope(
    Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) }),
  );

  return async (app) => {
    const repository = options.repository(app) as CollectionRepository<Static<Item>, Static<Create>>;
    const anySession = app.authorize();
    const writers = app.authorize(CONTENT_WRITER_ROLES);
    const editor = (request: FastifyRequest): string => request.account?.user.fullName ?? 'someone';
    const publicList = (result: ListResult<unknown>) => ({ ...result, items: result.items.map(toPublic) });
    const listData = (result: ListResult<unknown>) => ({
      [listKey]: result.items,
      pagination: result.pagination,
    });

    /** Records a staff change in the audit log (publishing changes name the time a schedule was set for). */
    const audit = (
      request: FastifyRequest,
      action: AuditAction | null,
      item: { id: string; title?: string; publishAt?: string | null },
    ) => {
      if (!action) return Promise.resolve();
      const what = item.title ? `${noun} "${item.title}"` : `${noun} ${item.id}`;
      const when = action === 'content.scheduled' && item.publishAt ? ` for ${item.publishAt}` : '';
      const summary = `${AUDIT_VERBS[action] ?? action} ${what}${when}`;
      return app.audit.record(request, { action, entityType: options.auditType, entityId: item.id, summary });
    };

    /** Applies a publishing change and audits it when the state moved. */
    async function setPublishing(
      request: FastifyRequest,
      id: string,
      status: PublicationStatus,
      publishAt: Date | null,
    ) {
      const before = await repository.publishingOf(id);
      const item = (await repository.setPublishing(
        id,
        { status, publishAt },
        writeContext(request),
      )) as Static<Item>;
      await audit(
        request,
        publishingAction(before, { status, publishAt }, app.contentClock.now()),
        item as never,
      );
      return item;
    }

    app.get(
      '/',
      {
        ...PUBLIC_READ_OPTIONS,
        schema: {
          tags,
          summary: `List ${plural} (published and due)`,
          querystring: options.publicQuery,
          response: { 200: ListEnvelope(PublicItem) },
        },
      },
      (request, reply) =>
        app.publicCache.send(request, reply, async () =>
          ok(
            `${Plural} retrieved successfully`,
            listData(publicList(await repository.search(request.query as never, 'public'))),
          ),
        ),
    );

    app.get(
      '/admin/all',
      {
        onRequest: anySession,
        schema: {
          tags,
          summary: `List ${plural} (staff: drafts and scheduled too, filter by status)`,
          security: bearer,
          querystring: options.staffQuery,
          response: { 200: ListEnvelope(itemSchema) },
        },
      },
      async (request) =>
        ok(
          `${Plural} retrieved successfully`,
          listData(await repository.search(request.query as never, 'staff')),
        ),
    );

    app.get(
      '/admin/:id',
      {
        onRequest: anySession,
        config,
        schema: {
          tags,
          summary: `Get a ${noun} in any state (staff; ETag is its version)`,
          security: bearer,
          params: IdParams,
          response: { 200: ItemEnvelope },
        },
      },
      async (request, reply) => {
        const item = await repository.get(idOf(request), 'staff');
        reply.header('etag', versionTag(item));
        return ok(`${Noun} retrieved successfully`, { [itemKey]: item });
      },
    );

    app.get(
      '/:id',
      {
        ...PUBLIC_READ_OPTIONS,
        config,
        schema: {
          tags,
          summary: `Get a published ${noun} by id or slug (current or earlier; the answer carries the current slug)`,
          params: IdOrSlugParams,
          response: { 200: PublicItemEnvelope },
        },
      },
      (request, reply) =>
        app.publicCache.send(request, reply, async () =>
          ok(`${Noun} retrieved successfully`, {
            [itemKey]: toPublic(await repository.resolve(idOf(request), 'public')),
          }),
        ),
    );

    app.post(
      '/',
      {
        onRequest: writers,
        schema: {
          tags,
          summary: `Create a ${noun} (published unless status is draft)`,
          security: bearer,
          body: createSchema,
          response: { 201: ItemEnvelope },
        },
      },
      async (request, reply) => {
        const body = request.body as Static<Create> & {
          status?: PublicationStatus;
          publishAt?: string | null;
        };
        const input = { ...body, ...publishingChange(body, 'published') } as ContentInput<Static<Create>>;
        const item = await repository.createItem(input, writeContext(request));
        const created = item as { status: PublicationStatus; publishAt: string | null };
        const state = {
          status: created.status,
          publishAt: created.publishAt ? new Date(created.publishAt) : null,
        };
        await audit(request, 'content.created', item as never);
        await audit(request, publishingAction(null, state, app.contentClock.now()), item as never);
        return reply
          .code(201)
          .header('etag', versionTag(item))
          .send(ok(`${Noun} created successfully`, { [itemKey]: item }));
      },
    );

    app.put(
      '/:id',
      {
        onRequest: writers,
        config,
        schema: {
          tags,
          summary: `Replace a ${noun}; with If-Match, refused (412) if someone saved since`,
          description:
            'Send the version you edited as If-Match ("3"); 412 carries who saved the current copy and when.',
          security: bearer,
          params: IdParams,
          body: createSchema,
          response: { 200: ItemEnvelope, 412: Conflict },
        },
      },
      async (request, reply: FastifyReply) => {
        const id = idOf(request);
        const body = request.body as Static<Create> & {
          status?: PublicationStatus;
          publishAt?: string | null;
        };
        const change = publishingChange(body, undefined);
        const before =
          change.status !== undefined || change.publishAt !== undefined
            ? await repository.publishingOf(id)
            : null;
        const input = { ...body, ...change } as ContentInput<Static<Create>>;
        const item = await repository.replaceItem(id, input, writeContext(request, ifMatchVersion(request)));
        const saved = item as { status: PublicationStatus; publishAt: string | null };
        await audit(request, 'content.updated', item as never);
        if (before)
          await audit(
            request,
            publishingAction(
              before,
              { status: saved.status, publishAt: saved.publishAt ? new Date(saved.publishAt) : null },
              app.contentClock.now(),
            ),
            item as never,
          );
        reply.header('etag', versionTag(item));
        return ok(`${Noun} updated successfully`, { [itemKey]: item });
      },
    );

    app.post(
      '/:id/publish',
      {
        onRequest: writers,
        config,
        schema: {
          tags,
          summary: `Publish a ${noun} now`,
          security: bearer,
          params: IdParams,
          response: { 200: ItemEnvelope },
        },
      },
      async (request) =>
        ok(`${Noun} published`, {
          [itemKey]: await setPublishing(request, idOf(request), 'published', null),
        }),
    );

    app.post(
      '/:id/unpublish',
      {
        onRequest: writers,
        config,
        schema: {
          tags,
          summary: `Make a ${noun} a draft again (also unschedules)`,
          security: bearer,
          params: IdParams,
          response: { 200: ItemEnvelope },
        },
      },
      async (request) =>
        ok(`${Noun} unpublished`, { [itemKey]: await setPublishing(request, idOf(request), 'draft', null) }),
    );

    app.post(
      '/:id/schedule',
      {
        onRequest: writers,
        config,
        schema: {
          tags,
          summary: `Schedule a ${noun} to publish at a future time`,
          security: bearer,
          params: IdParams,
          body: ScheduleBody,
          response: { 200: ItemEnvelope, 400: ErrorEnvelope },
        },
      },
      async (request) => {
        const publishAt = new Date((request.body as ScheduleBodyType).publishAt);
        if (publishAt <= app.contentClock.now())
          throw new HttpError(400, 'Choose a publish time in the future');
        return ok(`${Noun} scheduled`, {
          [itemKey]: await setPublishing(request, idOf(request), 'published', publishAt),
        });
      },
    );

    app.delete(
      '/:id',
      {
        onRequest: writers,
        config,
        schema: { tags, summary: `Delete a ${noun}`, security: bearer, params: IdParams },
      },
      async (request) => {
        await repository.remove(idOf(request));
        await audit(request, 'content.deleted', { id: idOf(request) });
        return done(`${Noun} deleted successfully`);
      },
    );

    app.post(
      '/preview',
      {
        onRequest: writers,
        schema: {
          tags,
          summary: `Store unsaved ${noun} content for a staff preview (short-lived token)`,
          description:
            'The public site renders it at /preview/<collection>/<token>, for signed-in staff only.',
          security: bearer,
          body: PreviewBody,
          response: { 201: PreviewCreated },
        },
      },
      async (request, reply) => {
        const { id, item } = request.body as { id?: string; item: Static<Create> };
        const fields = item as { title?: string; slug?: string };
        const now = app.contentClock.now().toISOString();
        const preview = {
          ...options.previewDefaults?.(item),
          ...item,
          // A new item has no slug until it is saved: the preview shows the one its title would get.
          slug: fields.slug ?? slugFromTitle(fields.title ?? ''),
          id: id ?? 'preview',
          status: 'draft',
          publishAt: null,
          version: 1,
          createdAt: now,
          updatedAt: now,
        };
        const created = await app.previews.create(String(options.listKey), preview, editor(request));
        return reply.code(201).send(ok('Preview ready', created));
      },
    );

    app.get(
      '/preview/:token',
      {
        onRequest: anySession,
        config: { notFoundMessage: 'Preview not found or expired' },
        schema: {
          tags,
          summary: `Read a staff preview of a ${noun}`,
          security: bearer,
          params: TokenParams,
          response: { 200: ItemEnvelope },
        },
      },
      async (request, reply) => {
        const item = await app.previews.read(
          String(options.listKey),
          (request.params as { token: string }).token,
        );
        if (!item) throw new HttpError(404, 'Preview not found or expired');
        reply.header('x-robots-tag', 'noindex, nofollow');
        return ok('Preview retrieved successfully', { [itemKey]: item });
      },
    );

    // Revision history and restore (a restore is a new version and is audited like any edit).
    await app.register(contentRevisionRoutes, {
      repository,
      entityKey: itemKey,
      entitySchema: options.itemSchema,
      tags,
      notFoundMessage: options.notFoundMessage,
      onRestored: (request: FastifyRequest, item: { id: string; title?: string }) =>
        audit(request, 'content.restored', item),
    });
  };
}
