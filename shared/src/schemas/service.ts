import { Type, type Static } from 'typebox';
import { PageQuery, Slug, SearchText, Text, ImageUrl, TextList, Timestamps, Pagination } from './common';
import { MediaImage } from './media';
import { publishedFields, publishingInput, staffListQuery } from './publishing';

const serviceFields = {
  title: Text(120),
  /** Left out on create: made from the title (unique, `-2`, `-3`... on a collision). */
  slug: Type.Optional(Slug),
  description: Text(500),
  fullDescription: Text(10_000),
  image: ImageUrl,
  /** "Short label - longer explanation": the text before the dash is the short label. */
  features: TextList(30),
};

export const Service = Type.Object({
  id: Type.String(),
  ...serviceFields,
  slug: Type.String(),
  /** Read-only: present when `image` is a media-library URL (see MediaImage). */
  imageMedia: Type.Optional(MediaImage),
  ...publishedFields,
  ...Timestamps,
});
export type Service = Static<typeof Service>;

export const CreateService = Type.Object(
  { ...serviceFields, ...publishingInput },
  { additionalProperties: false },
);
export type CreateService = Static<typeof CreateService>;
export const UpdateService = CreateService;
export type UpdateService = CreateService;

export const ServiceListQuery = Type.Object(
  { ...PageQuery, search: Type.Optional(SearchText) },
  { additionalProperties: false },
);
export type ServiceListQuery = Static<typeof ServiceListQuery>;

export const StaffServiceListQuery = Type.Object(staffListQuery, { additionalProperties: false });
export type StaffServiceListQuery = Static<typeof StaffServiceListQuery>;

export const ServiceList = Type.Object({ services: Type.Array(Service), pagination: Pagination });
export type ServiceList = Static<typeof ServiceList>;
