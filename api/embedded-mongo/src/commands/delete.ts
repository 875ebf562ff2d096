import type { Document } from 'bson';
import { matchingDocuments } from '../query/find-documents';
import { badValue } from '../errors';
import {
  allowFields,
  allowStatementFields,
  collectionName,
  documentList,
  type CommandContext,
} from './context';
import { runWriteBatch } from './write-batch';

export async function deleteCommand(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['deletes', 'ordered']);
  const statements = documentList(ctx, 'deletes');
  const name = collectionName(ctx);
  let n = 0;
  const errors = await runWriteBatch(ctx, statements, (statement) => {
    allowStatementFields('delete', statement, ['q', 'limit', 'hint']);
    const limit = statement.limit ?? 0;
    if (limit !== 0 && limit !== 1)
      throw badValue(`The limit field in delete objects must be 0 or 1. Got ${String(limit)}`);
    const collection = ctx.catalog.get(ctx.db, name);
    if (!collection) return;
    const targets = matchingDocuments(collection, (statement.q ?? {}) as Document, undefined, limit);
    ctx.catalog.assertUnlocked(collection, targets);
    for (const doc of targets) {
      ctx.catalog.delete(collection, doc._id);
      n += 1;
    }
  });
  return { n, ...errors, ok: 1 };
}
