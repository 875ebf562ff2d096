import type { Schema } from 'mongoose';

/** What every content document keeps for its readable address. */
export interface SlugDoc {
  /** Unique per collection; missing only on documents written before slugs existed (filled in on start). */
  slug?: string;
  /** Earlier slugs, which redirect (301) to the current one. */
  previousSlugs?: string[];
}

export const slugFields = {
  slug: { type: String },
  previousSlugs: { type: [String], default: undefined },
};

/**
 * Unique only among documents that have a slug (a partial index), so the index can be built on a database
 * whose older documents have none yet; earlier slugs are indexed for the redirect lookup.
 */
export function addSlugIndexes(schema: Schema): void {
  schema.index({ slug: 1 }, { unique: true, partialFilterExpression: { slug: { $type: 'string' } } });
  schema.index({ previousSlugs: 1 });
}
