import { Type, type Static } from 'typebox';
import { PageQuery, SearchText } from './common';
import { IdPattern, PUBLICATION_STATES, PUBLICATION_STATUSES } from './constants';

export const PublicationStatusSchema = Type.Enum(PUBLICATION_STATUSES);
export const PublicationStateSchema = Type.Enum(PUBLICATION_STATES);
/** An ISO time, or null for "as soon as published". */
export const PublishAt = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** What every content entity carries for publishing and safe editing. */
export const publishedFields = {
  status: PublicationStatusSchema,
  publishAt: PublishAt,
  /** Grows by one on every write; sent back as If-Match so a stale save is refused. */
  version: Type.Integer({ minimum: 1 }),
  /** Full name of the staff member who saved last (staff responses only). */
  updatedBy: Type.Optional(Type.String()),
};

/** Optional on create and replace: left out, a create publishes at once and a replace keeps the state. */
export const publishingInput = {
  status: Type.Optional(PublicationStatusSchema),
  publishAt: Type.Optional(PublishAt),
};

export const ScheduleBody = Type.Object(
  { publishAt: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);
export type ScheduleBody = Static<typeof ScheduleBody>;

/** The staff list's query: the public one plus a filter by publication state. */
export const staffListQuery = {
  ...PageQuery,
  search: Type.Optional(SearchText),
  status: Type.Optional(PublicationStateSchema),
};

/** 412's data: who saved the copy that is now current, and when. */
export const EditConflict = Type.Object({
  current: Type.Object({
    updatedBy: Type.String(),
    updatedAt: Type.String(),
    version: Type.Integer(),
    /** The site settings' current ETag (their 412 only): sent back as If-Match, it overwrites that copy. */
    etag: Type.Optional(Type.String()),
  }),
});
export type EditConflict = Static<typeof EditConflict>;

/** A place in a list staff order by hand (0 comes first). */
export const Position = (options: { default?: number } = {}) =>
  Type.Integer({ minimum: 0, maximum: 100_000, ...options });

/** PATCH /<collection>/:id/order: the item's place. */
export const OrderBody = Type.Object({ order: Position() }, { additionalProperties: false });
export type OrderBody = Static<typeof OrderBody>;

/** PUT /<collection>/order: the listed items take orders 0..n-1 in this sequence, all or none. */
export const SequenceBody = Type.Object(
  {
    ids: Type.Array(Type.String({ pattern: IdPattern }), { minItems: 1, maxItems: 1_000, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type SequenceBody = Static<typeof SequenceBody>;
