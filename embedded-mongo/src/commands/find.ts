// The read commands: find (with getMore and killCursors for its cursor), count and distinct.
import { type Document } from 'bson';
import { cursorIdOf, cursorReply } from '../cursors';
import { badValue } from '../errors';
import { findDocuments } from '../query/find-documents';
import { queryEnv } from '../query/query-env';
import { pathValues, valueKey } from '../storage/values';
import {
  allowFields,
  collectionName,
  optionalDocument,
  optionalNumber,
  type CommandContext,
} from './context';

export function find(ctx: CommandContext): Document {
  allowFields(ctx, [
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
  ]);
  const name = collectionName(ctx);
  const rawLimit = optionalNumber(ctx, 'limit') ?? 0;
  const skip = optionalNumber(ctx, 'skip') ?? 0;
  if (skip < 0) throw badValue(`BSON field 'skip' value must be >= 0, actual value '${skip}'`);
  if (rawLimit < 0) throw badValue(`BSON field 'limit' value must be >= 0, actual value '${rawLimit}'`);
  const docs = findDocuments(ctx.catalog.get(ctx.db, name), {
    filter: optionalDocument(ctx, 'filter'),
    sort: optionalDocument(ctx, 'sort'),
    projection: optionalDocument(ctx, 'projection'),
    skip,
    limit: rawLimit,
    env: queryEnv(ctx.body.collation, ctx.body.let),
  });
  const ns = `${ctx.db}.${name}`;
  const batch = ctx.cursors.open(ns, docs, optionalNumber(ctx, 'batchSize'), ctx.body.singleBatch === true);
  return cursorReply(ns, batch, 'firstBatch');
}

export function getMore(ctx: CommandContext): Document {
  allowFields(ctx, ['collection', 'batchSize']);
  const ns = `${ctx.db}.${String(ctx.body.collection)}`;
  const batch = ctx.cursors.getMore(cursorIdOf(ctx.body.getMore), ns, optionalNumber(ctx, 'batchSize'));
  return cursorReply(ns, batch, 'nextBatch');
}

export function killCursors(ctx: CommandContext): Document {
  allowFields(ctx, ['cursors']);
  const ids: unknown = ctx.body.cursors;
  if (!Array.isArray(ids)) throw badValue(`BSON field 'killCursors.cursors' is missing but a required field`);
  const { killed, notFound } = ctx.cursors.kill(ids.map(cursorIdOf));
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
}

export function count(ctx: CommandContext): Document {
  allowFields(ctx, ['query', 'limit', 'skip', 'hint', 'fields', 'collation']);
  const docs = findDocuments(ctx.catalog.get(ctx.db, collectionName(ctx)), {
    filter: optionalDocument(ctx, 'query'),
    env: queryEnv(ctx.body.collation),
  });
  const skip = optionalNumber(ctx, 'skip') ?? 0;
  const limit = Math.abs(optionalNumber(ctx, 'limit') ?? 0);
  const n = Math.max(0, docs.length - skip);
  return { n: limit > 0 ? Math.min(limit, n) : n, ok: 1 };
}

export function distinct(ctx: CommandContext): Document {
  allowFields(ctx, ['key', 'query', 'hint', 'collation']);
  const key: unknown = ctx.body.key;
  if (typeof key !== 'string') throw badValue(`BSON field 'distinct.key' is missing but a required field`);
  const env = queryEnv(ctx.body.collation);
  const docs = findDocuments(ctx.catalog.get(ctx.db, collectionName(ctx)), {
    filter: optionalDocument(ctx, 'query'),
    env,
  });
  // Under a collation, values it finds equal are one distinct value (the first one seen).
  const fold = env.collation && ((s: string) => env.collation!.key(s));
  const values = new Map<string, unknown>();
  for (const doc of docs) {
    for (const value of pathValues(doc, key)) {
      // Missing fields are not distinct values; explicit nulls are.
      const key = valueKey(value, fold);
      if (value !== undefined && !values.has(key)) values.set(key, value);
    }
  }
  return { values: [...values.values()], ok: 1 };
}
