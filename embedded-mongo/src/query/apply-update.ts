import type { Document } from 'bson';
import { update as mingoUpdate } from 'mingo/updater';
import { ErrorCode, MongoCommandError, notSupported } from '../errors';
import { deepClone, isPlainObject, valueKey } from '../storage/values';
import { createAggregator, mingoOptions, type QueryEnv } from './mingo-options';

/** `$setOnInsert` is handled here (mingo lacks it); the rest are applied by mingo. */
const OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$currentDate',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$bit',
  '$setOnInsert',
]);
const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

export type UpdateSpec = Document | Document[];

export interface ApplyOptions {
  arrayFilters?: Document[];
  /** True while building an upserted document: enables `$setOnInsert`. */
  isInsert: boolean;
  /** `let` variables for pipeline updates. */
  env?: QueryEnv;
}

export function isReplacement(update: UpdateSpec): update is Document {
  return !Array.isArray(update) && !Object.keys(update).some((k) => k.startsWith('$'));
}

/** Returns the updated copy of `original`; the original is left untouched. */
export function applyUpdate(original: Document, update: UpdateSpec, options: ApplyOptions): Document {
  let result: Document;
  if (Array.isArray(update)) result = applyPipeline(original, update, options.env);
  else if (isReplacement(update)) result = { _id: original._id, ...update };
  else result = applyOperators(original, update, options);
  if (original._id !== undefined && valueKey(result._id) !== valueKey(original._id)) {
    throw immutableId();
  }
  if (result._id === undefined) delete result._id;
  return result;
}

function applyOperators(original: Document, update: Document, options: ApplyOptions): Document {
  const modifier: Document = {};
  for (const [op, fields] of Object.entries(update)) {
    if (!OPERATORS.has(op)) {
      throw new MongoCommandError(
        ErrorCode.FailedToParse,
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    }
    if (!isPlainObject(fields))
      throw new MongoCommandError(
        ErrorCode.FailedToParse,
        `Modifiers operate on fields but we found type ${typeof fields} instead.`,
      );
    for (const path of Object.keys(fields)) {
      if (path.split('.').includes('$'))
        throw notSupported(`the positional '$' update operator (in '${path}')`);
    }
    if (op === '$setOnInsert') {
      if (options.isInsert) modifier.$set = { ...(modifier.$set as Document | undefined), ...fields };
    } else if (op === '$set') {
      modifier.$set = { ...fields, ...(modifier.$set as Document | undefined) };
    } else {
      modifier[op] = fields;
    }
  }
  const doc = deepClone(original);
  // Stored documents are never mutated in place, so update values may be shared without cloning.
  if (Object.keys(modifier).length === 0) return doc;
  try {
    // arrayFilters and $pull conditions compare strings with the statement's collation too.
    mingoUpdate(doc, modifier, options.arrayFilters, undefined, {
      cloneMode: 'none',
      queryOptions: mingoOptions(options.env),
    });
  } catch (err) {
    if (err instanceof Error && err.message.includes(`immutable field '_id'`)) throw immutableId();
    throw err;
  }
  return doc;
}

function applyPipeline(original: Document, pipeline: Document[], env: QueryEnv = {}): Document {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    if (!PIPELINE_STAGES.has(name)) throw notSupported(`the ${name} stage in an update pipeline`);
  }
  const [result = {}] = createAggregator(pipeline, env).run<Document>([deepClone(original)]);
  // A pipeline that drops `_id` (e.g. `$replaceRoot` to a sub-document) keeps the original one, as in MongoDB.
  return result._id === undefined && original._id !== undefined ? { _id: original._id, ...result } : result;
}

function immutableId(): MongoCommandError {
  return new MongoCommandError(
    ErrorCode.ImmutableField,
    `Performing an update on the path '_id' would modify the immutable field '_id'`,
  );
}
