import type { CollectionDescriptor } from '@mwangaza/shared/collections';
import type { PublicationState, Pagination, RevisionAuthor } from '@mwangaza/shared/schemas';
import type { PublishingChange } from './publishing';

/** The shapes the content layer (repositories, routes, the media library) passes around. */

export interface ListResult<T> {
  items: T[];
  pagination: Pagination;
}

/** Who saved: the signed-in account, recorded with each revision. */
export type Actor = RevisionAuthor;

/**
 * A write's author (`editor`, shown with the version; `actor`, kept with the revision) and, for a save of an
 * edited copy, the version that copy was made from (If-Match).
 */
export interface WriteContext {
  editor: string;
  actor: Actor;
  ifMatch?: number;
}

/** A create or replace body with its publishing state already read (see publishing.ts). */
export type ContentInput = Record<string, unknown> & Partial<PublishingChange>;
/** An item as the API answers it. */
export type ContentItem = Record<string, unknown> & { id: string; image?: string };

/** Of the given ids of `to` (a collection's name, or 'staff'), the first that does not exist. */
export type ReferenceCheck = (to: string, ids: readonly string[]) => Promise<string | undefined>;

/** Of the given ids of `to`, what each names in words (a staff member's full name, an item's title). */
export type ReferenceNames = (to: string, ids: readonly string[]) => Promise<Map<string, string>>;

/** Of the given ids of `to`, the items visitors may see, with their id, slug and the given fields. */
export type ReferenceCards = (
  to: string,
  ids: readonly string[],
  fields: readonly string[],
) => Promise<Map<string, ContentItem>>;

/** How a collection's reference fields are checked on writes and shown on reads (see content-references.ts). */
export interface ContentReferences {
  check: ReferenceCheck;
  names?: ReferenceNames;
  cards?: ReferenceCards;
}

/** The media library as content sees it (MediaService): image checks on writes, image details on reads. */
export interface ContentImages {
  assertContent(collection: CollectionDescriptor, data: Record<string, unknown>): Promise<void>;
  attachImages<T extends ContentItem>(items: T[], collection: CollectionDescriptor): Promise<T[]>;
}

/** A list's query: paging, search, the staff's publication state and the collection's own filters. */
export type ListQuery = Record<string, unknown> & {
  search?: string;
  page?: number;
  limit?: number;
  status?: PublicationState;
};
