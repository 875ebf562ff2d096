import { Type, type Static } from 'typebox';
import {
  PageQuery,
  Slug,
  SearchText,
  Text,
  OptionalText,
  ImageUrl,
  TextList,
  Timestamps,
  Pagination,
} from './common';
import { CASE_STUDY_CATEGORIES } from './constants';
import { MediaImage } from './media';
import { publishedFields, publishingInput, staffListQuery } from './publishing';

// Type.Enum (not a Union of mapped literals, whose static type is `never` in TypeBox 1).
export const CaseStudyCategorySchema = Type.Enum(CASE_STUDY_CATEGORIES);

export const Testimonial = Type.Object(
  { quote: Text(1_000), author: Text(120), role: Type.Optional(OptionalText(120)) },
  { additionalProperties: false },
);
export type Testimonial = Static<typeof Testimonial>;

/** Optional detail sections: a section without data is not shown to visitors. */
const detailSections = {
  challenge: Type.Optional(OptionalText(5_000)),
  approach: Type.Optional(OptionalText(5_000)),
  solution: Type.Optional(OptionalText(5_000)),
  technologies: Type.Optional(Type.Array(Text(80), { maxItems: 30 })),
  timeline: Type.Optional(OptionalText(200)),
  team: Type.Optional(OptionalText(500)),
  testimonial: Type.Optional(Testimonial),
};

const caseStudyFields = {
  title: Text(160),
  /** Left out on create: made from the title (unique, `-2`, `-3`... on a collision). */
  slug: Type.Optional(Slug),
  client: Text(120),
  category: CaseStudyCategorySchema,
  brief: Text(1_000),
  image: ImageUrl,
  results: TextList(20),
  featured: Type.Optional(Type.Boolean({ default: false })),
  ...detailSections,
};

export const CaseStudy = Type.Object({
  id: Type.String(),
  ...caseStudyFields,
  featured: Type.Boolean(),
  /** Read-only: present when `image` is a media-library URL (see MediaImage). */
  imageMedia: Type.Optional(MediaImage),
  slug: Type.String(),
  ...publishedFields,
  ...Timestamps,
});
export type CaseStudy = Static<typeof CaseStudy>;

export const CreateCaseStudy = Type.Object(
  { ...caseStudyFields, ...publishingInput },
  { additionalProperties: false },
);
export type CreateCaseStudy = Static<typeof CreateCaseStudy>;
export const UpdateCaseStudy = CreateCaseStudy;
export type UpdateCaseStudy = CreateCaseStudy;

export const CaseStudyListQuery = Type.Object(
  {
    ...PageQuery,
    search: Type.Optional(SearchText),
    category: Type.Optional(CaseStudyCategorySchema),
    featured: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  },
  { additionalProperties: false },
);
export type CaseStudyListQuery = Static<typeof CaseStudyListQuery>;

export const StaffCaseStudyListQuery = Type.Object(
  {
    ...staffListQuery,
    category: CaseStudyListQuery.properties.category,
    featured: CaseStudyListQuery.properties.featured,
  },
  { additionalProperties: false },
);
export type StaffCaseStudyListQuery = Static<typeof StaffCaseStudyListQuery>;

export const CaseStudyList = Type.Object({ caseStudies: Type.Array(CaseStudy), pagination: Pagination });
export type CaseStudyList = Static<typeof CaseStudyList>;
