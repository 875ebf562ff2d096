import { Type, type Static } from 'typebox';
import { OptionalText, Pagination, Slug, Text } from './common';
import { IdPattern } from './constants';
import { people } from '../collections/people';
import { contentSchemas } from './content-schemas';
import { MediaImage } from './media';
import { Position } from './publishing';

/**
 * A photo from the media library only (`/api/media/<id>/<file>`): the library keeps its alt text, which a
 * photo must have before a page may show it.
 */
export const LibraryPhoto = Type.String({
  maxLength: 2048,
  pattern: '^/api/media/[a-z0-9]{7}/[^/?#\\s"\'<>\\\\`]+$',
  description: 'A photo from the media library ("/api/media/<id>/<file>"), with alt text there.',
});

/** Another profile of the person (LinkedIn, GitHub, a personal site): an https: address. */
export const ProfileLink = Type.String({
  minLength: 9,
  maxLength: 300,
  pattern: '^https://[^\\s"\'<>\\\\`]+$',
  description: 'An https: address: LinkedIn, GitHub, a personal site.',
});

const personFields = {
  /** The full name, as bylines and the team section show it. */
  name: Text(120),
  /** Left out on create: made from the name (unique, `-2`, `-3`... on a collision). */
  slug: Type.Optional(Slug),
  /** What they do ('Lead Data Scientist'): bylines and the team section show it under the name. */
  role: Text(120),
  image: Type.Optional(LibraryPhoto),
  /** A few sentences for the team section and their profile. */
  bio: Type.Optional(OptionalText(600)),
  links: Type.Optional(Type.Array(ProfileLink, { maxItems: 6, uniqueItems: true })),
  order: Type.Optional(Position({ default: 0 })),
  /** They take discovery calls with prospective clients: their profile offers one. */
  discoveryCalls: Type.Optional(Type.Boolean({ default: false })),
  /** The staff account of the person, when they have one (an editor or an administrator). */
  account: Type.Optional(Type.String({ pattern: IdPattern, description: 'The id of a staff account.' })),
};

const schemas = contentSchemas(personFields, {
  localized: people.localized,
  readOnly: {
    links: Type.Array(Type.String()),
    order: Type.Integer(),
    discoveryCalls: Type.Boolean(),
    /** Read-only: the staff account's full name. */
    accountName: Type.Optional(Type.String()),
  },
});

export const Person = schemas.item;
export type Person = Static<typeof Person>;
export const CreatePerson = schemas.create;
export type CreatePerson = Static<typeof CreatePerson>;
export const PersonListQuery = schemas.publicQuery;
export type PersonListQuery = Static<typeof PersonListQuery>;
export const StaffPersonListQuery = schemas.staffQuery;
export type StaffPersonListQuery = Static<typeof StaffPersonListQuery>;

export const PersonList = Type.Object({ people: Type.Array(Person), pagination: Pagination });
export type PersonList = Static<typeof PersonList>;

/**
 * What a page shows of a person another item names (an insight's author, a case study's team): the reads'
 * `embed` of the people collection, for bylines linked to the profile.
 */
export const PersonCard = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  role: Type.String(),
  image: Type.Optional(Type.String()),
  imageMedia: Type.Optional(MediaImage),
});
export type PersonCard = Static<typeof PersonCard>;
