import type { Document } from 'bson';
import { findDocuments } from '../query/find-documents';
import { queryEnv } from '../query/query-env';
import { pathValues, valueKey } from '../storage/values';
import { badValue } from '../errors';
import {
  allowFields,
  collectionName,
  optionalDocument,
  optionalNumber,
  type CommandContext,
} from './context';

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
