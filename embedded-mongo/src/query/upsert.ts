import type { Document } from 'bson';
import { isPlainObject, setPath, withIdFirst } from '../storage/values';
import { applyUpdate, isReplacement, type UpdateSpec } from './apply-update';
import type { QueryEnv } from './mingo-options';

/** The document an upsert inserts: the filter's equality fields, then the update (with `$setOnInsert`). */
export function buildUpsertDocument(
  filter: Document,
  update: UpdateSpec,
  arrayFilters?: Document[],
  env?: QueryEnv,
): Document {
  const seed: Document = {};
  addEqualities(filter, seed);
  if (isReplacement(update)) {
    const replacement = update as Document;
    return withIdFirst(
      seed._id === undefined ? { ...replacement } : { ...replacement, _id: replacement._id ?? seed._id },
    );
  }
  return withIdFirst(applyUpdate(seed, update, { arrayFilters, isInsert: true, env }));
}

function addEqualities(filter: Document, seed: Document): void {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) addEqualities(clause, seed);
      continue;
    }
    if (field.startsWith('$') || condition instanceof RegExp) continue;
    if (isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith('$'))) {
      if ('$eq' in condition) setPath(seed, field, condition.$eq);
      continue;
    }
    setPath(seed, field, condition);
  }
}
