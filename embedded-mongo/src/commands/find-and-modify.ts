import type { Document } from 'bson';
import { Query } from 'mingo';
import { applyUpdate, type UpdateSpec } from '../query/apply-update';
import { matchingDocuments } from '../query/find-documents';
import { queryOptions } from '../query/mingo-options';
import { queryEnv } from '../query/query-env';
import { buildUpsertDocument } from '../query/upsert';
import { valueKey } from '../storage/values';
import { badValue } from '../errors';
import { allowFields, collectionName, optionalDocument, type CommandContext } from './context';

export async function findAndModify(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, [
    'query',
    'sort',
    'update',
    'remove',
    'new',
    'upsert',
    'fields',
    'arrayFilters',
    'bypassDocumentValidation',
    'hint',
    'collation',
    'let',
  ]);
  const name = collectionName(ctx);
  const filter = optionalDocument(ctx, 'query') ?? {};
  const fields = optionalDocument(ctx, 'fields');
  const spec = ctx.body.update as UpdateSpec | undefined;
  const remove = ctx.body.remove === true;
  if (remove === (spec !== undefined)) throw badValue('Either an update or remove=true must be specified');
  if (remove && ctx.body.upsert === true) throw badValue('Cannot specify both an upsert and remove=true');
  const arrayFilters = ctx.body.arrayFilters as Document[] | undefined;

  const env = queryEnv(ctx.body.collation, ctx.body.let);
  const existing = ctx.catalog.get(ctx.db, name);
  const sort = optionalDocument(ctx, 'sort');
  const [target] = existing ? matchingDocuments(existing, filter, sort, 1, env) : [];
  if (existing && target) ctx.catalog.assertUnlocked(existing, [target]);
  let value: Document | null = null;
  let lastErrorObject: Document;

  if (remove) {
    if (existing && target) ctx.catalog.delete(existing, target._id);
    value = target ?? null;
    lastErrorObject = { n: target ? 1 : 0 };
  } else if (existing && target && spec) {
    const next = applyUpdate(target, spec, { arrayFilters, isInsert: false, env });
    if (valueKey(next) !== valueKey(target)) ctx.catalog.replace(existing, next);
    value = ctx.body.new === true ? next : target;
    lastErrorObject = { n: 1, updatedExisting: true };
  } else if (ctx.body.upsert === true && spec) {
    const doc = buildUpsertDocument(filter, spec, arrayFilters, env);
    ctx.catalog.insert(ctx.catalog.ensure(ctx.db, name).collection, doc);
    value = ctx.body.new === true ? doc : null;
    lastErrorObject = { n: 1, updatedExisting: false, upserted: doc._id };
  } else {
    lastErrorObject = { n: 0, updatedExisting: false };
  }
  await ctx.catalog.commit();
  return { lastErrorObject, value: value && project(value, fields), ok: 1 };
}

function project(doc: Document, fields: Document | undefined): Document {
  if (!fields || Object.keys(fields).length === 0) return doc;
  return new Query({}, queryOptions).find<Document>([doc], fields).all()[0] ?? doc;
}
