import type { Document } from 'bson';
import { Query } from 'mingo';
import type { Collection } from '../storage/collection';
import { queryOptions } from './mingo-options';
import { candidates } from './planner';

export interface FindSpec {
  filter?: Document;
  sort?: Document;
  projection?: Document;
  skip?: number;
  limit?: number;
}

const nonEmpty = (doc: Document | undefined): doc is Document =>
  doc !== undefined && Object.keys(doc).length > 0;

/** Filter, sort, skip, limit and project in MongoDB's order. Returned documents must not be mutated. */
export function findDocuments(collection: Collection | undefined, spec: FindSpec): Document[] {
  if (!collection) return [];
  const filter = spec.filter ?? {};
  const query = new Query(filter, queryOptions);
  const cursor = query.find<Document>(
    candidates(collection, filter),
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
): Document[] {
  return findDocuments(collection, { filter, sort, limit });
}
