import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditTypeOf, nounsOf, notFoundMessage } from '@mwangaza/shared/collections';
import type { SchemaCollection } from '@mwangaza/shared/collections/schemas';
import {
  CONTENT_WRITER_ROLES,
  DEFAULT_IMAGE,
  Envelope,
  isImageUrl,
  Pagination,
  type AuditAction,
  type AuditEntityType,
  type PublicationStatus,
} from '@mwangaza/shared/schemas';
import { Type, type TSchema } from 'typebox';
import { MESSAGES } from '../../lib/http-error';
import type { ContentItem, ListResult } from '../../plugins/app/content/content-types';
import { publishingAction } from '../../plugins/app/content/publishing';
import { writeContext } from '../signed-in-account';

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

/** "3", W/"3" or 3 → 3; '*' (any version) → undefined; anything else cannot match. */
export function ifMatchVersion(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  return match ? Number(match[1]) : 0;
}

/**
 * What visitors see of an item: never who edited it (the public cache sends its own JSON, so the schema
 * alone does not drop it), and never an image from another host. An image stored before every image field
 * took one rule (IMAGE_URL_PATTERN) shows the site's default picture instead; staff reads keep the stored
 * URL, so the console's form asks an editor to choose another.
 */
export function toPublic<T>(item: T): T {
  const { updatedBy: _updatedBy, ...rest } = item as T & { updatedBy?: string; image?: unknown };
  if (typeof rest.image === 'string' && rest.image !== '' && !isImageUrl(rest.image))
    return { ...rest, image: DEFAULT_IMAGE } as T;
  return rest as T;
}

export const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
export const versionTag = (item: unknown) => `"${(item as { version: number }).version}"`;

/**
 * What every route of one collection shares: its repository, names, envelopes, guards, and the audit
 * record of a change (publishing changes name the time a schedule was set for).
 */
export function routeContext(app: FastifyInstance, collection: SchemaCollection) {
  const nouns = nounsOf(collection);
  const { item: itemKey, list: listKey } = collection.keys;
  const itemSchema = collection.schemas.item;
  const repository = app.content[collection.name];
  const entityType = auditTypeOf(collection) as AuditEntityType;
  const ListEnvelope = (item: TSchema) =>
    Envelope(Type.Object({ [listKey]: Type.Array(item), pagination: Pagination }));

  const audit = (
    request: FastifyRequest,
    action: AuditAction | null,
    item: { id: string; title?: string; publishAt?: string | null },
  ) => {
    if (!action) return Promise.resolve();
    const what = item.title ? `${nouns.singular} "${item.title}"` : `${nouns.singular} ${item.id}`;
    const when = action === 'content.scheduled' && item.publishAt ? ` for ${item.publishAt}` : '';
    const summary = `${AUDIT_VERBS[action] ?? action} ${what}${when}`;
    return app.audit.record(request, {
      action,
      entityType,
      entityId: item.id,
      summary,
    });
  };

  /** Applies a publishing change and audits it when the state moved. */
  async function setPublishing(
    request: FastifyRequest,
    id: string,
    status: PublicationStatus,
    publishAt: Date | null,
  ): Promise<ContentItem> {
    const before = await repository.publishingOf(id);
    const item = await repository.setPublishing(id, { status, publishAt }, writeContext(request));
    await audit(
      request,
      publishingAction(before, { status, publishAt }, app.publishingClock.now()),
      item as never,
    );
    return item;
  }

  return {
    collection,
    repository,
    nouns,
    itemKey,
    /** The OpenAPI tag: the section's name ('case studies'). */
    tags: [nouns.title.toLowerCase()],
    /** 404s of the routes with an :id name the collection ('Case study not found'). */
    config: { notFoundMessage: notFoundMessage(collection) },
    itemSchema,
    ItemEnvelope: Envelope(Type.Object({ [itemKey]: itemSchema })),
    PublicItemEnvelope: Envelope(Type.Object({ [itemKey]: Type.Omit(itemSchema, ['updatedBy']) })),
    ListEnvelope,
    listData: (result: ListResult<unknown>) => ({ [listKey]: result.items, pagination: result.pagination }),
    /** Who reads unpublished content (drafts, scheduled items, previews, revisions): those who write it. */
    unpublishedReaders: app.authorize(CONTENT_WRITER_ROLES, MESSAGES.unpublishedForStaff),
    writers: app.authorize(CONTENT_WRITER_ROLES),
    audit,
    setPublishing,
    /** What the audit log calls an item of the collection ('case-study'). */
    entityType,
  };
}

export type RouteContext = ReturnType<typeof routeContext>;
