import type { Document } from 'bson';
import { matchingDocuments } from '../query/find-documents';
import { queryEnv } from '../query/query-env';
import { badValue } from '../errors';
import { allowStatementFields, type CommandContext } from './context';
import { runWriteBatch, writeStatements } from './write-batch';

export async function deleteCommand(ctx: CommandContext): Promise<Document> {
  const { statements, name } = writeStatements(ctx, 'deletes', ['ordered', 'let']);
  let n = 0;
  const errors = await runWriteBatch(ctx, statements, (statement) => {
    allowStatementFields('delete', statement, ['q', 'limit', 'hint', 'collation']);
    const limit = statement.limit ?? 0;
    if (limit !== 0 && limit !== 1)
      throw badValue(`The limit field in delete objects must be 0 or 1. Got ${String(limit)}`);
    const collection = ctx.store.get(ctx.db, name);
    if (!collection) return;
    const env = queryEnv(statement.collation, ctx.body.let);
    const filter = (statement.q ?? {}) as Document;
    const targets = matchingDocuments(collection, filter, undefined, limit, env);
    ctx.store.assertUnlocked(collection, targets);
    for (const doc of targets) {
      ctx.store.delete(collection, doc._id);
      n += 1;
    }
  });
  return { n, ...errors, ok: 1 };
}
