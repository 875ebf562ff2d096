import { Type, type Static } from 'typebox';
import {
  PageQuery,
  Slug,
  SearchText,
  Text,
  OptionalText,
  OptionalImageUrl,
  TextList,
  Timestamps,
  Pagination,
} from './common';
import { MediaImage } from './media';
import { Position, publishedFields, publishingInput, staffListQuery } from './publishing';

const cultureItemFields = {
  title: Text(120),
  /** Left out on create: made from the title (unique, `-2`, `-3`... on a collision). */
  slug: Type.Optional(Slug),
  description: Text(500),
  /** Paragraphs separated by blank lines. */
  fullDescription: Text(10_000),
  /** Empty means "use DEFAULT_CULTURE_IMAGE". */
  image: Type.Optional(OptionalImageUrl),
  icon: Text(16),
  order: Type.Optional(Position({ default: 0 })),
  values: TextList(20, 120),
};

export const CultureItem = Type.Object({
  id: Type.String(),
  ...cultureItemFields,
  image: Type.String(),
  icon: OptionalText(16),
  order: Type.Integer(),
  values: Type.Array(Type.String()),
  /** Read-only: present when `image` is a media-library URL (see MediaImage). */
  imageMedia: Type.Optional(MediaImage),
  slug: Type.String(),
  ...publishedFields,
  ...Timestamps,
});
export type CultureItem = Static<typeof CultureItem>;

export const CreateCultureItem = Type.Object(
  { ...cultureItemFields, ...publishingInput },
  {
    additionalProperties: false,
  },
);
export type CreateCultureItem = Static<typeof CreateCultureItem>;
export const UpdateCultureItem = CreateCultureItem;
export type UpdateCultureItem = CreateCultureItem;

export const CultureListQuery = Type.Object(
  { ...PageQuery, search: Type.Optional(SearchText) },
  { additionalProperties: false },
);
export type CultureListQuery = Static<typeof CultureListQuery>;

export const StaffCultureListQuery = Type.Object(staffListQuery, { additionalProperties: false });
export type StaffCultureListQuery = Static<typeof StaffCultureListQuery>;

export const CultureItemList = Type.Object({ cultureItems: Type.Array(CultureItem), pagination: Pagination });
export type CultureItemList = Static<typeof CultureItemList>;
