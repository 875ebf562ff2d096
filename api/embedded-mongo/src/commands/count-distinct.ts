import type { Document } from 'bson';
import { findDocuments } from '../query/find-documents';
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
  allowFields(ctx, ['query', 'limit', 'skip', 'hint', 'fields']);
  const docs = findDocuments(ctx.catalog.get(ctx.db, collectionName(ctx)), {
    filter: optionalDocument(ctx, 'query'),
  });
  const skip = optionalNumber(ctx, 'skip') ?? 0;
  const limit = Math.abs(optionalNumber(ctx, 'limit') ?? 0);
  const n = Math.max(0, docs.length - skip);
  return { n: limit > 0 ? Math.min(limit, n) : n, ok: 1 };
}

export function distinct(ctx: CommandContext): Document {
  allowFields(ctx, ['key', 'query', 'hint']);
  const key: unknown = ctx.body.key;
  if (typeof key !== 'string') throw badValue(`BSON field 'distinct.key' is missing but a required field`);
  const docs = findDocuments(ctx.catalog.get(ctx.db, collectionName(ctx)), {
    filter: optionalDocument(ctx, 'query'),
  });
  const values = new Map<string, unknown>();
  for (const doc of docs) {
    for (const value of pathValues(doc, key)) {
      // Missing fields are not distinct values; explicit nulls are.
      if (value !== undefined && !values.has(valueKey(value))) values.set(valueKey(value), value);
    }
  }
  return { values: [...values.values()], ok: 1 };
}
