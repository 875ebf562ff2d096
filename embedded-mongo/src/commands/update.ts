import type { Document } from 'bson';
import { applyUpdate, type UpdateSpec } from '../query/apply-update';
import { matchingDocuments } from '../query/find-documents';
import { queryEnv } from '../query/query-env';
import { buildUpsertDocument } from '../query/upsert';
import { valueKey } from '../storage/values';
import { badValue } from '../errors';
import { allowStatementFields, type CommandContext } from './context';
import { runWriteBatch, writeStatements } from './write-batch';

const STATEMENT_FIELDS = ['q', 'u', 'multi', 'upsert', 'arrayFilters', 'hint', 'collation'];

export async function update(ctx: CommandContext): Promise<Document> {
  const { statements, name } = writeStatements(ctx, 'updates', [
    'ordered',
    'bypassDocumentValidation',
    'let',
  ]);
  let matched = 0;
  let modified = 0;
  const upserted: Document[] = [];
  const errors = await runWriteBatch(ctx, statements, (statement, index) => {
    allowStatementFields('update', statement, STATEMENT_FIELDS);
    const filter = (statement.q ?? {}) as Document;
    const spec = statement.u as UpdateSpec | undefined;
    if (typeof spec !== 'object' || spec === null)
      throw badValue(`BSON field 'update.updates.u' is missing but a required field`);
    const arrayFilters = statement.arrayFilters as Document[] | undefined;
    const env = queryEnv(statement.collation, ctx.body.let);
    const existing = ctx.store.get(ctx.db, name);
    const targets = existing
      ? matchingDocuments(existing, filter, undefined, statement.multi ? undefined : 1, env)
      : [];
    if (existing && targets.length > 0) {
      ctx.store.assertUnlocked(existing, targets);
      if (statement.multi && !Array.isArray(spec) && !Object.keys(spec).some((k) => k.startsWith('$'))) {
        throw badValue('multi update is not supported for replacement-style update');
      }
      for (const doc of targets) {
        const next = applyUpdate(doc, spec, { arrayFilters, isInsert: false, env });
        matched += 1;
        if (valueKey(next) === valueKey(doc)) continue;
        ctx.store.replace(existing, next);
        modified += 1;
      }
      return;
    }
    if (!statement.upsert) return;
    const doc = buildUpsertDocument(filter, spec, arrayFilters, env);
    ctx.store.insert(ctx.store.ensure(ctx.db, name).collection, doc);
    upserted.push({ index, _id: doc._id });
  });
  const reply: Document = { n: matched + upserted.length, nModified: modified };
  if (upserted.length > 0) reply.upserted = upserted;
  return { ...reply, ...errors, ok: 1 };
}
