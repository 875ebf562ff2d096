import { type Document } from 'bson';
import { cursorIdOf, cursorReply } from '../cursors';
import { badValue } from '../errors';
import { findDocuments } from '../query/find-documents';
import { queryEnv } from '../query/query-env';
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
