import type { Document } from 'bson';
import { isPlainObject, withIdFirst } from '../storage/values';
import { badValue } from '../errors';
import type { CommandContext } from './context';
import { runWriteBatch, writeStatements } from './write-batch';

export async function insert(ctx: CommandContext): Promise<Document> {
  const { statements: docs, name } = writeStatements(ctx, 'documents', [
    'ordered',
    'bypassDocumentValidation',
  ]);
  let n = 0;
  const errors = await runWriteBatch(ctx, docs, (doc) => {
    if (!isPlainObject(doc)) throw badValue('document to insert must be an object');
    const { collection } = ctx.store.ensure(ctx.db, name);
    ctx.store.insert(collection, withIdFirst(doc));
    n += 1;
  });
  return { n, ...errors, ok: 1 };
}
