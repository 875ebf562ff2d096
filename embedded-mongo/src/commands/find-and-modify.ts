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
  const sort = optionalDocument(ctx, 'sort');
  // Found and changed in one write unit: no other command comes in between.
  const { value, lastErrorObject } = ctx.store.batch(
    (): { value: Document | null; lastErrorObject: Document } => {
      const existing = ctx.store.get(ctx.db, name);
      const [target] = existing ? matchingDocuments(existing, filter, sort, 1, env) : [];
      if (existing && target) ctx.store.assertUnlocked(existing, [target]);
      if (remove) {
        if (existing && target) ctx.store.delete(existing, target._id);
        return { value: target ?? null, lastErrorObject: { n: target ? 1 : 0 } };
      }
      if (existing && target && spec) {
        const next = applyUpdate(target, spec, { arrayFilters, isInsert: false, env });
        if (valueKey(next) !== valueKey(target)) ctx.store.replace(existing, next);
        return {
          value: ctx.body.new === true ? next : target,
          lastErrorObject: { n: 1, updatedExisting: true },
        };
      }
      if (ctx.body.upsert === true && spec) {
        const doc = buildUpsertDocument(filter, spec, arrayFilters, env);
        ctx.store.insert(ctx.store.ensure(ctx.db, name).collection, doc);
        return {
          value: ctx.body.new === true ? doc : null,
          lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
        };
      }
      return { value: null, lastErrorObject: { n: 0, updatedExisting: false } };
    },
  );
  await ctx.store.commit();
  return { lastErrorObject, value: value && project(value, fields), ok: 1 };
}

function project(doc: Document, fields: Document | undefined): Document {
  if (!fields || Object.keys(fields).length === 0) return doc;
  return new Query({}, queryOptions).find<Document>([doc], fields).all()[0] ?? doc;
}
