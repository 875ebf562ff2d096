import { Type, type Static } from 'typebox';
import { Slug, Text, OptionalText, ImageUrl, TextList, Pagination } from './common';
import { CASE_STUDY_CATEGORIES, IdPattern } from './constants';
import { caseStudies } from '../collections/case-studies';
import { contentSchemas } from './content-schemas';
import { PersonCard } from './person';

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
  /** The consultancy's people who did the work (the People collection): named and linked on its page. */
  teamMembers: Type.Optional(
    Type.Array(Type.String({ pattern: IdPattern }), { maxItems: 12, uniqueItems: true }),
  ),
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

const schemas = contentSchemas(caseStudyFields, {
  localized: caseStudies.localized,
  readOnly: {
    featured: Type.Boolean(),
    /** Read-only: the team members whose profiles are published, as the page names them. */
    teamProfiles: Type.Optional(Type.Array(PersonCard)),
  },
  filters: {
    category: Type.Optional(CaseStudyCategorySchema),
    featured: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    /** A person's id: the case studies they worked on. */
    person: Type.Optional(Type.String({ pattern: IdPattern })),
  },
});

export const CaseStudy = schemas.item;
export type CaseStudy = Static<typeof CaseStudy>;
export const CreateCaseStudy = schemas.create;
export type CreateCaseStudy = Static<typeof CreateCaseStudy>;
export const UpdateCaseStudy = CreateCaseStudy;
export type UpdateCaseStudy = CreateCaseStudy;
export const CaseStudyListQuery = schemas.publicQuery;
export type CaseStudyListQuery = Static<typeof CaseStudyListQuery>;
export const StaffCaseStudyListQuery = schemas.staffQuery;
export type StaffCaseStudyListQuery = Static<typeof StaffCaseStudyListQuery>;

export const CaseStudyList = Type.Object({ caseStudies: Type.Array(CaseStudy), pagination: Pagination });
export type CaseStudyList = Static<typeof CaseStudyList>;
