import { Type, type Static } from 'typebox';
import { COLLECTION_NAMES } from '../collections';
import { MEDIA_ALT_MAX_LENGTH, MEDIA_VARIANT_FORMATS } from './constants';
import { IdParams, PageQuery, Pagination, SearchText, Timestamps } from './common';

export const MediaVariant = Type.Object({
  format: Type.Enum(MEDIA_VARIANT_FORMATS),
  width: Type.Integer(),
  height: Type.Integer(),
  /** Site-relative, content-addressed: served with immutable caching. */
  url: Type.String(),
});
export type MediaVariant = Static<typeof MediaVariant>;

/**
 * What an entity carries, read-only, beside its `image` URL when that URL points to the library:
 * enough for a `<picture>` with AVIF and WebP `srcset`, fixed dimensions and the alt text.
 */
export const MediaImage = Type.Object({
  id: Type.String(),
  alt: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  variants: Type.Array(MediaVariant),
});
export type MediaImage = Static<typeof MediaImage>;

export const MediaUsage = Type.Object({
  collection: Type.Enum(COLLECTION_NAMES),
  id: Type.String(),
  title: Type.String(),
});
export type MediaUsage = Static<typeof MediaUsage>;

export const Media = Type.Object({
  id: Type.String(),
  filename: Type.String(),
  /** Empty until someone writes it; an image without alt text cannot be used in content. */
  alt: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  /** The uploaded file's size in bytes. */
  size: Type.Integer(),
  /** The full-size fallback (the upload's own format, metadata stripped): the value for an `image` field. */
  url: Type.String(),
  variants: Type.Array(MediaVariant),
  /** Where it is used (lists and single reads; absent elsewhere). */
  usedBy: Type.Optional(Type.Array(MediaUsage)),
  ...Timestamps,
});
export type Media = Static<typeof Media>;

export const MediaAlt = Type.String({ maxLength: MEDIA_ALT_MAX_LENGTH });

export const UpdateMedia = Type.Object({ alt: MediaAlt }, { additionalProperties: false });
export type UpdateMedia = Static<typeof UpdateMedia>;

export const MediaListQuery = Type.Object(
  { ...PageQuery, search: Type.Optional(SearchText) },
  { additionalProperties: false },
);
export type MediaListQuery = Static<typeof MediaListQuery>;

export const MediaList = Type.Object({
  media: Type.Array(Media),
  pagination: Pagination,
  /** The server's upload limit (MEDIA_MAX_BYTES), so the console can refuse a file before sending it. */
  maxBytes: Type.Integer(),
});
export type MediaList = Static<typeof MediaList>;

export const MediaFileParams = Type.Object(
  {
    id: IdParams.properties.id,
    file: Type.String({ pattern: '^[0-9]{1,5}w-[0-9a-f]{16}\\.(avif|webp|jpg|png)$' }),
  },
  { additionalProperties: false },
);
export type MediaFileParams = Static<typeof MediaFileParams>;
