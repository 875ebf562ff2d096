import { Type, type Static } from 'typebox';
import { ImageUrl, Pagination, Slug, Text } from './common';
import { IdPattern, INSIGHT_TAG_PATTERN } from './constants';
import { insights } from '../collections/insights';
import { contentSchemas } from './content-schemas';
import { MediaImage } from './media';
import { PersonCard } from './person';

/** A tag: lowercase words joined by hyphens, so `?tag=` addresses stay readable ('data-quality'). */
export const InsightTag = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: INSIGHT_TAG_PATTERN,
  description: 'Lowercase letters and digits, words joined by single hyphens ("data-quality").',
});

const insightFields = {
  title: Text(160),
  /** Left out on create: made from the title (unique, `-2`, `-3`... on a collision). */
  slug: Type.Optional(Slug),
  /** The list's card, the link previews and the feeds' summary. */
  summary: Text(400),
  /**
   * Markdown. Images only from the media library, each with its alt text:
   * `![what it shows](/api/media/<id>/<file>)`.
   */
  body: Type.String({
    ...Text(50_000),
    description:
      'Markdown. Images only from the media library, each with alt text: `![what it shows](/api/media/<id>/<file>)`.',
  }),
  /** The cover: the page's picture and its link previews' image. */
  image: ImageUrl,
  /**
   * The person who wrote it (the People collection): the byline shows their photo, name and role, linked to
   * their profile. Left out, the byline is the consultancy's.
   */
  author: Type.Optional(
    Type.String({ pattern: IdPattern, description: 'The id of a person (/api/people).' }),
  ),
  tags: Type.Optional(Type.Array(InsightTag, { maxItems: 10, uniqueItems: true })),
  /** Ids of the services it is about: their pages list it. */
  relatedServices: Type.Optional(
    Type.Array(Type.String({ pattern: IdPattern }), { maxItems: 10, uniqueItems: true }),
  ),
};

const schemas = contentSchemas(insightFields, {
  localized: insights.localized,
  readOnly: {
    tags: Type.Array(Type.String()),
    relatedServices: Type.Array(Type.String()),
    /** Read-only: the author's name. */
    authorName: Type.Optional(Type.String()),
    /** Read-only: what the byline shows of the author, when their profile is published. */
    authorProfile: Type.Optional(PersonCard),
    /** Read-only: minutes to read the body, worked out on every read. */
    readingTime: Type.Integer({ minimum: 1 }),
    /** Read-only: the media library's details of the images the body shows (responsive pictures). */
    inlineMedia: Type.Optional(
      Type.Array(MediaImage, {
        description: 'Read-only: the media library images the body shows, with their variants.',
      }),
    ),
  },
  filters: {
    tag: Type.Optional(InsightTag),
    /** A service's id: the insights that name it. */
    service: Type.Optional(Type.String({ pattern: IdPattern })),
    /** A person's id: the insights they wrote. */
    author: Type.Optional(Type.String({ pattern: IdPattern })),
  },
});

export const Insight = schemas.item;
export type Insight = Static<typeof Insight>;
export const CreateInsight = schemas.create;
export type CreateInsight = Static<typeof CreateInsight>;
export const InsightListQuery = schemas.publicQuery;
export type InsightListQuery = Static<typeof InsightListQuery>;
export const StaffInsightListQuery = schemas.staffQuery;
export type StaffInsightListQuery = Static<typeof StaffInsightListQuery>;

export const InsightList = Type.Object({ insights: Type.Array(Insight), pagination: Pagination });
export type InsightList = Static<typeof InsightList>;
