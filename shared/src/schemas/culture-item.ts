import { Type, type Static } from 'typebox';
import { Slug, Text, OptionalImageUrl, TextList, Pagination } from './common';
import { CULTURE_ICONS } from './constants';
import { culture } from '../collections/culture';
import { contentSchemas } from './content-schemas';
import { Position } from './publishing';

const cultureItemFields = {
  title: Text(120),
  /** Left out on create: made from the title (unique, `-2`, `-3`... on a collision). */
  slug: Type.Optional(Slug),
  description: Text(500),
  /** Paragraphs separated by blank lines. */
  fullDescription: Text(10_000),
  /** Empty means "use DEFAULT_CULTURE_IMAGE". */
  image: Type.Optional(OptionalImageUrl),
  /** A line icon by name (LineIcon in the design library). */
  icon: Type.Enum(CULTURE_ICONS, { description: 'One of the line icons, by name.' }),
  order: Type.Optional(Position({ default: 0 })),
  values: TextList(20, 120),
};

const schemas = contentSchemas(cultureItemFields, {
  localized: culture.localized,
  readOnly: {
    image: Type.String(),
    order: Type.Integer(),
    values: Type.Array(Type.String()),
  },
});

export const CultureItem = schemas.item;
export type CultureItem = Static<typeof CultureItem>;
export const CreateCultureItem = schemas.create;
export type CreateCultureItem = Static<typeof CreateCultureItem>;
export const UpdateCultureItem = CreateCultureItem;
export type UpdateCultureItem = CreateCultureItem;
export const CultureListQuery = schemas.publicQuery;
export type CultureListQuery = Static<typeof CultureListQuery>;
export const StaffCultureListQuery = schemas.staffQuery;
export type StaffCultureListQuery = Static<typeof StaffCultureListQuery>;

export const CultureItemList = Type.Object({ cultureItems: Type.Array(CultureItem), pagination: Pagination });
export type CultureItemList = Static<typeof CultureItemList>;
