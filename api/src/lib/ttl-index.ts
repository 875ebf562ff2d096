import type { Model } from 'mongoose';

const INDEX_OPTIONS_CONFLICT = 85;
const COMMAND_NOT_FOUND = 59;
const INDEX_NOT_FOUND = 27;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * A TTL index on one date field, made or brought to `expireAfterSeconds`. MongoDB refuses to change the
 * options of an existing index with createIndex (IndexOptionsConflict), so an index of that name made
 * without the option or with another value is changed with collMod, or, where collMod is missing (the
 * embedded server), dropped and made again. Safe to run at every start, by several instances at once (not a
 * recorded migration: the retention can change with the configuration). True when it changed an index.
 */
export async function ensureTtlIndex<T>(
  model: Model<T>,
  field: string,
  expireAfterSeconds: number,
): Promise<boolean> {
  const collection = model.collection;
  const name = `${field}_1`;
  const spec = { [field]: 1 };
  try {
    await collection.createIndex(spec, { name, expireAfterSeconds });
    return false;
  } catch (error) {
    if (codeOf(error) !== INDEX_OPTIONS_CONFLICT) throw error;
  }
  try {
    await model.db.db!.command({ collMod: collection.collectionName, index: { name, expireAfterSeconds } });
  } catch (error) {
    // collMod cannot turn a plain index into a TTL one on older servers either: then rebuild it.
    if (codeOf(error) !== COMMAND_NOT_FOUND && !(await isPlain(collection, name))) throw error;
    // Another instance starting at the same time may have dropped it first: then it is rebuilt once more.
    await collection.dropIndex(name).catch((dropError: unknown) => {
      if (codeOf(dropError) !== INDEX_NOT_FOUND) throw dropError;
    });
    await collection.createIndex(spec, { name, expireAfterSeconds });
  }
  return true;
}

async function isPlain(collection: Model<unknown>['collection'], name: string): Promise<boolean> {
  const indexes = await collection.indexes();
  return indexes.some((index) => index.name === name && index.expireAfterSeconds === undefined);
}
