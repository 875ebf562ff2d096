import { Type, type Static, type TSchema } from 'typebox';
import {
  IdPattern,
  IdOrSlugPattern,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  DEFAULT_PAGE,
  DEFAULT_LIMIT,
  IMAGE_URL_PATTERN,
} from './constants';

export const IdParams = Type.Object(
  { id: Type.String({ pattern: IdPattern }) },
  { additionalProperties: false },
);
export type IdParams = Static<typeof IdParams>;

/** Public detail reads: the id or a slug (current or earlier); the answer carries the current slug. */
export const IdOrSlugParams = Type.Object(
  { id: Type.String({ pattern: IdOrSlugPattern }) },
  { additionalProperties: false },
);

export const Slug = Type.String({ minLength: 1, maxLength: SLUG_MAX_LENGTH, pattern: SLUG_PATTERN });

const IMAGE_URL_RULE =
  'a path on this site: the media library\'s ("/api/media/...") or the site\'s own files ("/images/x.avif"); never another host ("https://…", "//host", "/\\host") or another scheme';

/** A path on this site: the media library's or the site's own files (IMAGE_URL_PATTERN): every image field's rule. */
export const ImageUrl = Type.String({
  maxLength: 2048,
  pattern: IMAGE_URL_PATTERN,
  description: `An image: ${IMAGE_URL_RULE}.`,
});

/** An image field that may be left empty (a culture item then shows its default picture): the same rule. */
export const OptionalImageUrl = Type.String({
  maxLength: 2048,
  pattern: `^$|${IMAGE_URL_PATTERN}`,
  description: `An image, or empty for the default picture: ${IMAGE_URL_RULE}.`,
});

/** Non-blank text: at least one non-space character, bounded. */
export const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
export const OptionalText = (maxLength: number) => Type.String({ maxLength });
export const TextList = (maxItems: number, maxLength = 300) =>
  Type.Array(Text(maxLength), { minItems: 1, maxItems });

export const Timestamps = {
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
};

/** Query strings arrive as text; the API coerces numbers and clamps limit to MAX_LIMIT. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: DEFAULT_PAGE })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: DEFAULT_LIMIT })),
};
export const SearchText = Type.String({ maxLength: 200 });

export const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  pages: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/** Every API response, errors included: { success, message, data? }. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Boolean(), message: Type.String(), data });
export const ErrorEnvelope = Type.Object({ success: Type.Literal(false), message: Type.String() });
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data?: T;
}
