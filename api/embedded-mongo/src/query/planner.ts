import type { Document } from 'bson';
import type { Collection } from '../storage/collection';
import { isPlainObject } from '../storage/values';

/**
 * Narrows a filter to candidate documents: a top-level equality (or `$in`) on `_id` or on a
 * field with a complete single-field index is answered from the index; anything else scans.
 * Candidates are a superset of the matches — the full filter is still applied afterwards.
 */
export function candidates(collection: Collection, filter: Document): Document[] {
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$')) continue;
    const values = equalityValues(condition);
    if (!values) continue;
    if (field === '_id') {
      return uniqueDocs(values.map((v) => collection.getById(v)));
    }
    const index = collection.equalityIndex(field);
    if (!index) continue;
    const ids = new Set<string>();
    for (const value of values) for (const id of index.lookup(value)) ids.add(id);
    return uniqueDocs([...ids].map((id) => collection.getByKey(id)));
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
