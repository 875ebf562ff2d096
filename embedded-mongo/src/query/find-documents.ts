import type { Document } from 'bson';
import type { Collection } from '../storage/collection';
import { createQuery, type QueryEnv } from './mingo-options';
import { candidates } from './planner';
import { sortScalars } from './scalar-sort';

export interface FindSpec {
  filter?: Document;
  sort?: Document;
  projection?: Document;
  skip?: number;
  limit?: number;
  /** Collation and `let` variables of the command. */
  env?: QueryEnv;
}

const nonEmpty = (doc: Document | undefined): doc is Document =>
  doc !== undefined && Object.keys(doc).length > 0;

/** Filter, sort, skip, limit and project in MongoDB's order. Returned documents must not be mutated. */
export function findDocuments(collection: Collection | undefined, spec: FindSpec): Document[] {
  if (!collection) return [];
  const filter = spec.filter ?? {};
  const query = createQuery(filter, spec.env);
  let input = candidates(collection, filter, spec.env?.collation);
  if (nonEmpty(spec.sort) && !spec.env?.collation) {
    const matches = query.find<Document>(input).all();
    const sorted = sortScalars(matches, spec.sort);
    if (sorted) {
      const start = spec.skip ?? 0;
      const page = spec.limit ? sorted.slice(start, start + spec.limit) : sorted.slice(start);
      // Projected after the page is cut, with the same query (positional projections read its filter).
      return nonEmpty(spec.projection) ? query.find<Document>(page, spec.projection).all() : page;
    }
    input = matches;
  }
  const cursor = query.find<Document>(input, nonEmpty(spec.projection) ? spec.projection : undefined);
  if (nonEmpty(spec.sort)) cursor.sort(spec.sort);
  if (spec.skip) cursor.skip(spec.skip);
  if (spec.limit) cursor.limit(spec.limit);
  return cursor.all();
}

/** Matching stored documents in natural (or `sort`) order, unprojected: the targets of writes. */
export function matchingDocuments(
  collection: Collection,
  filter: Document,
  sort?: Document,
  limit?: number,
  env?: QueryEnv,
): Document[] {
  return findDocuments(collection, { filter, sort, limit, env });
}
