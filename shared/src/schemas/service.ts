import { Type, type Static } from 'typebox';
import { Slug, Text, ImageUrl, TextList, Pagination } from './common';
import { services } from '../collections/services';
import { contentSchemas } from './content-schemas';

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

const schemas = contentSchemas(serviceFields, { localized: services.localized });

export const Service = schemas.item;
export type Service = Static<typeof Service>;
export const CreateService = schemas.create;
export type CreateService = Static<typeof CreateService>;
export const UpdateService = CreateService;
export type UpdateService = CreateService;
export const ServiceListQuery = schemas.publicQuery;
export type ServiceListQuery = Static<typeof ServiceListQuery>;
export const StaffServiceListQuery = schemas.staffQuery;
export type StaffServiceListQuery = Static<typeof StaffServiceListQuery>;

export const ServiceList = Type.Object({ services: Type.Array(Service), pagination: Pagination });
export type ServiceList = Static<typeof ServiceList>;
