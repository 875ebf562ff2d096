import { caseStudies } from './case-studies';
import { culture } from './culture';
import { insights } from './insights';
import { people } from './people';
import { auditTypeOf, type AuditTypeOf } from './define-collection';
import { services } from './services';

export * from './define-collection';
export { caseStudies, culture, insights, people, services };
export { readingMinutes } from './insights';

/**
 * Every content collection, in the order the API registers them and the sitemap lists them. A new
 * collection is its descriptor here and its schemas in `./schemas` (see docs/collections.md).
 */
export const COLLECTIONS = [services, caseStudies, culture, insights, people] as const;

export type Collection = (typeof COLLECTIONS)[number];
/** A collection's name: its URL segment ('case-studies'). */
export type ContentCollection = Collection['name'];
export type CollectionNamed<N extends ContentCollection> = Extract<Collection, { name: N }>;

export const COLLECTION_NAMES = COLLECTIONS.map((collection) => collection.name);

/** The collection with this URL segment, or undefined. */
export function findCollection(name: string): Collection | undefined {
  return COLLECTIONS.find((collection) => collection.name === name);
}

export function collectionNamed<N extends ContentCollection>(name: N): CollectionNamed<N> {
  return findCollection(name) as CollectionNamed<N>;
}

/**
 * What the audit log records entries about (GET /audit filters by these): an item of each collection, an
 * enquiry, an account, and `data-subject`, a person's e-mail address recorded only as a hash, never in clear.
 */
/** What the audit log calls an item of a collection ('case-study'). */
export type CollectionAuditType = AuditTypeOf<Collection>;

export const AUDIT_ENTITY_TYPES = [
  ...COLLECTIONS.map(auditTypeOf),
  'enquiry',
  'user',
  'data-subject',
  'site-settings',
  'subscriber',
] as readonly (CollectionAuditType | 'enquiry' | 'user' | 'data-subject' | 'site-settings' | 'subscriber')[];
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
