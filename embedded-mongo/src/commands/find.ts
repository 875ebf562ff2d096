// The read commands: find (with getMore and killCursors for its cursor), count and distinct.
import { type Document } from 'bson';
import { cursorIdOf, cursorReply } from '../cursors';
import { badValue } from '../errors';
import { countMatches, distinctValues, findSource } from '../query/find-documents';
import { queryEnv } from '../query/query-env';
import {
  allowFields,
  collectionName,
  optionalDocument,
  optionalNumber,
  type CommandContext,
} from './context';

/** The options of a find, checked, as the planner and the cursor take them. */
export function findOptions(ctx: CommandContext) {
  const rawLimit = optionalNumber(ctx, 'limit') ?? 0;
  const skip = optionalNumber(ctx, 'skip') ?? 0;
  if (skip < 0) throw badValue(`BSON field 'skip' value must be >= 0, actual value '${skip}'`);
  if (rawLimit < 0) throw badValue(`BSON field 'limit' value must be >= 0, actual value '${rawLimit}'`);
  return {
    filter: optionalDocument(ctx, 'filter'),
    sort: optionalDocument(ctx, 'sort'),
    projection: optionalDocument(ctx, 'projection'),
    skip,
    limit: rawLimit,
    env: queryEnv(ctx.body.collation, ctx.body.let),
  };
}

export const FIND_OPTIONS = [
  'filter',
  'sort',
  'projection',
  'skip',
  'limit',
  'batchSize',
  'singleBatch',
  'hint',
  'noCursorTimeout',
  'allowDiskUse',
  'allowPartialResults',
  'collation',
  'let',
];

export async function find(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, FIND_OPTIONS);
  const name = collectionName(ctx);
  const source = await findSource(ctx.store.get(ctx.db, name), findOptions(ctx));
  const ns = `${ctx.db}.${name}`;
  const batch = await ctx.cursors.open(
    ns,
    source,
    optionalNumber(ctx, 'batchSize'),
    ctx.body.singleBatch === true,
  );
  return cursorReply(ns, batch, 'firstBatch');
}

export async function getMore(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['collection', 'batchSize']);
  const ns = `${ctx.db}.${String(ctx.body.collection)}`;
  const batch = await ctx.cursors.getMore(cursorIdOf(ctx.body.getMore), ns, optionalNumber(ctx, 'batchSize'));
  return cursorReply(ns, batch, 'nextBatch');
}

export function killCursors(ctx: CommandContext): Document {
  allowFields(ctx, ['cursors']);
  const ids: unknown = ctx.body.cursors;
  if (!Array.isArray(ids)) throw badValue(`BSON field 'killCursors.cursors' is missing but a required field`);
  const { killed, notFound } = ctx.cursors.kill(ids.map(cursorIdOf));
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

export async function count(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['query', 'limit', 'skip', 'hint', 'fields', 'collation']);
  const total = await countMatches(
    ctx.store.get(ctx.db, collectionName(ctx)),
    optionalDocument(ctx, 'query') ?? {},
    queryEnv(ctx.body.collation),
  );
  const skip = optionalNumber(ctx, 'skip') ?? 0;
  const limit = Math.abs(optionalNumber(ctx, 'limit') ?? 0);
  const n = Math.max(0, total - skip);
  return { n: limit > 0 ? Math.min(limit, n) : n, ok: 1 };
}

export async function distinct(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['key', 'query', 'hint', 'collation']);
  const key: unknown = ctx.body.key;
  if (typeof key !== 'string') throw badValue(`BSON field 'distinct.key' is missing but a required field`);
  const values = await distinctValues(
    ctx.store.get(ctx.db, collectionName(ctx)),
    key,
    optionalDocument(ctx, 'query') ?? {},
    queryEnv(ctx.body.collation),
  );
  return { values, ok: 1 };
}
