import type { Document } from 'bson';
import { cursorReply } from '../cursors';
import { ErrorCode, MongoCommandError, badValue, notSupported } from '../errors';
import { parseCollation } from '../query/collation';
import { validatePartialFilter } from '../query/partial-filter';
import { ID_INDEX_NAME, type IndexSpec } from '../storage/index-definition';
import { shellString, valueKey } from '../storage/values';
import { allowFields, collectionName, type CommandContext } from './context';

const INDEX_OPTIONS = new Set([
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'collation',
  'background',
  'v',
  'expireAfterSeconds',
]);

export async function createIndexes(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['indexes', 'commitQuorum']);
  const requested: unknown = ctx.body.indexes;
  if (!Array.isArray(requested) || requested.length === 0)
    throw badValue('Must specify at least one index to create');
  const specs = (requested as Document[]).map(toSpec);
  const { collection, created } = ctx.store.ensure(ctx.db, collectionName(ctx));
  const before = collection.indexes().length;
  for (const spec of specs) {
    const existing = collection.indexes().map((index) => index.definition);
    const sameName = existing.find((i) => i.name === spec.name);
    const sameKey = existing.find(
      (i) =>
        valueKey(i.spec.key) === valueKey(spec.key) &&
        valueKey(i.spec.collation) === valueKey(spec.collation),
    );
    if (sameName && valueKey(sameName.spec) === valueKey(spec)) continue;
    if (sameName && valueKey(sameName.spec.key) === valueKey(spec.key)) {
      throw new MongoCommandError(
        ErrorCode.IndexOptionsConflict,
        `An equivalent index already exists with the same name but different options. Requested index: ${shellString(spec)}, existing index: ${shellString(sameName.spec)}`,
      );
    }
    if (sameName) {
      throw new MongoCommandError(
        ErrorCode.IndexKeySpecsConflict,
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
      );
    }
    if (sameKey) {
      const code =
        valueKey({ ...sameKey.spec, name: spec.name }) === valueKey(spec)
          ? ErrorCode.IndexOptionsConflict
          : ErrorCode.IndexKeySpecsConflict;
      throw new MongoCommandError(code, `Index already exists with a different name: ${sameKey.name}`);
    }
    ctx.store.createIndex(collection, spec);
  }
  await ctx.store.commit();
  return {
    numIndexesBefore: before,
    numIndexesAfter: collection.indexes().length,
    createdCollectionAutomatically: created,
    ok: 1,
  };
}

function toSpec(raw: Document): IndexSpec {
  for (const option of Object.keys(raw))
    if (!INDEX_OPTIONS.has(option)) throw notSupported(`the index option '${option}'`);
  const key = raw.key as Document | undefined;
  if (!key || typeof key !== 'object' || Object.keys(key).length === 0)
    throw badValue('index key pattern must be a non-empty object');
  for (const [field, direction] of Object.entries(key)) {
    if (direction !== 1 && direction !== -1)
      throw notSupported(`the index type '${String(direction)}' (on '${field}')`);
  }
  const name =
    typeof raw.name === 'string'
      ? raw.name
      : Object.entries(key)
          .map(([f, d]) => `${f}_${String(d)}`)
          .join('_');
  const spec: IndexSpec = { name, key };
  if (raw.unique === true) spec.unique = true;
  if (raw.sparse === true) spec.sparse = true;
  if (raw.partialFilterExpression !== undefined) {
    if (spec.sparse)
      throw new MongoCommandError(
        ErrorCode.CannotCreateIndex,
        `cannot mix "partialFilterExpression" and "sparse" options`,
      );
    validatePartialFilter(raw.partialFilterExpression);
    spec.partialFilterExpression = raw.partialFilterExpression as Document;
  }
  if (raw.expireAfterSeconds !== undefined) spec.expireAfterSeconds = ttlSeconds(raw, spec);
  const collation = parseCollation(raw.collation);
  if (collation) spec.collation = collation.spec;
  return spec;
}

/** MongoDB's checks and messages for `expireAfterSeconds` (index_key_validate). */
function ttlSeconds(raw: Document, spec: IndexSpec): number {
  const value: unknown = raw.expireAfterSeconds;
  const described = shellString({ ...spec, expireAfterSeconds: value });
  const cannotCreate = (why: string): MongoCommandError =>
    new MongoCommandError(ErrorCode.CannotCreateIndex, `. Index spec: ${described} :: caused by :: ${why}`);
  if (typeof value !== 'number')
    throw cannotCreate(
      `TTL index 'expireAfterSeconds' option must be numeric, but received a type of ${bsonTypeName(value)}.`,
    );
  if (Number.isNaN(value) || value < 0)
    throw cannotCreate(`TTL index 'expireAfterSeconds' option cannot be less than 0`);
  if (value > 2_147_483_647)
    throw cannotCreate(`TTL index 'expireAfterSeconds' must be within the range of a 32-bit integer`);
  const fields = Object.keys(spec.key);
  if (fields.length > 1)
    throw new MongoCommandError(
      ErrorCode.CannotCreateIndex,
      `TTL indexes are single-field indexes, compound indexes do not support TTL. Index spec: ${described}`,
    );
  if (fields[0] === '_id')
    throw new MongoCommandError(
      ErrorCode.InvalidIndexSpecificationOption,
      `The field 'expireAfterSeconds' is not valid for an _id index specification. Specification: ${described}`,
    );
  return Math.trunc(value);
}

function bsonTypeName(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  return typeof value === 'object' ? 'object' : typeof value;
}

export async function listIndexes(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['cursor']);
  const name = collectionName(ctx);
  const collection = ctx.store.get(ctx.db, name);
  if (!collection)
    throw new MongoCommandError(ErrorCode.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const ns = `${ctx.db}.${name}`;
  const docs = collection.indexes().map((i) => i.definition.describe());
  return cursorReply(ns, await ctx.cursors.open(ns, docs, undefined), 'firstBatch');
}

export async function dropIndexes(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['index']);
  const name = collectionName(ctx);
  const collection = ctx.store.get(ctx.db, name);
  if (!collection) throw new MongoCommandError(ErrorCode.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  const indexes = collection.indexes().map((index) => index.definition);
  const nIndexesWas = indexes.length;
  const target: unknown = ctx.body.index;
  let names: string[];
  if (target === '*') names = indexes.map((i) => i.name).filter((n) => n !== ID_INDEX_NAME);
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (target && typeof target === 'object') {
    const match = indexes.find((i) => valueKey(i.spec.key) === valueKey(target));
    if (!match)
      throw new MongoCommandError(
        ErrorCode.IndexNotFound,
        `can't find index with key: ${JSON.stringify(target)}`,
      );
    names = [match.name];
  } else throw badValue(`BSON field 'dropIndexes.index' is missing but a required field`);
  for (const index of names) {
    if (index === ID_INDEX_NAME)
      throw new MongoCommandError(ErrorCode.InvalidOptions, 'cannot drop _id index');
    if (!indexes.some((i) => i.name === index))
      throw new MongoCommandError(ErrorCode.IndexNotFound, `index not found with name [${index}]`);
  }
  ctx.store.batch(() => names.forEach((index) => ctx.store.dropIndex(collection, index)));
  await ctx.store.commit();
  return { nIndexesWas, ok: 1 };
}
