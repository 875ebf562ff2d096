import type { Document } from 'bson';
import type { Collection } from '../storage/collection';
import { isPlainObject } from '../storage/values';
import type { Collation } from './collation';

/**
 * Narrows a filter to candidate documents: a top-level equality (or `$in`) on `_id` or on a
 * field with a complete single-field index is answered from the index; anything else scans.
 * Candidates are a superset of the matches — the full filter is still applied afterwards.
 * Under a collation, string values are looked up only in an index with that same collation.
 */
export function candidates(collection: Collection, filter: Document, collation?: Collation): Document[] {
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$')) continue;
    const values = equalityValues(condition);
    if (!values) continue;
    const collated = collation !== undefined && values.some(containsString);
    if (field === '_id') {
      if (collated) continue;
      return uniqueDocs(values.map((v) => collection.getById(v)));
    }
    const index = collection.equalityIndex(field, collated ? collation : undefined);
    if (!index) continue;
    const ids = new Set<string>();
    for (const value of values) for (const id of index.lookup(value)) ids.add(id);
    // Distinct keys are distinct documents: no second pass to remove repeats.
    const docs: Document[] = [];
    for (const id of ids) {
      const doc = collection.getByKey(id);
      if (doc !== undefined) docs.push(doc);
    }
    return docs;
  }
  return Array.from(collection.all());
}

function uniqueDocs(docs: (Document | undefined)[]): Document[] {
  return [...new Set(docs.filter((d): d is Document => d !== undefined))];
}

/** Values a condition requires the field to equal, or undefined when it is not a pure equality. */
function equalityValues(condition: unknown): unknown[] | undefined {
  if (isIndexableValue(condition)) return [condition];
  if (!isPlainObject(condition)) return undefined;
  const keys = Object.keys(condition);
  if (keys.length !== 1) return undefined;
  if (keys[0] === '$eq' && isIndexableValue(condition.$eq)) return [condition.$eq];
  if (keys[0] === '$in' && Array.isArray(condition.$in) && condition.$in.every(isIndexableValue))
    return condition.$in;
  return undefined;
}

/** Arrays match element-wise and regexes match by pattern, so neither can be looked up by key. */
function isIndexableValue(value: unknown): boolean {
  if (value === undefined || Array.isArray(value) || value instanceof RegExp) return false;
  if ((value as { _bsontype?: string } | null)?._bsontype === 'BSONRegExp') return false;
  if (isPlainObject(value)) return Object.keys(value).every((k) => !k.startsWith('$'));
  return true;
}

function containsString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(containsString);
  return isPlainObject(value) && Object.values(value).some(containsString);
}
