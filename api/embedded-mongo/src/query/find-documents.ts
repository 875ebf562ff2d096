import type { Document } from 'bson';
import type { Collection } from '../storage/collection';
import { createQuery, type QueryEnv } from './mingo-options';
import { candidates } from './planner';

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
  const cursor = query.find<Document>(
    candidates(collection, filter, spec.env?.collation),
    nonEmpty(spec.projection) ? spec.projection : undefined,
  );
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
