import type { Document } from 'bson';
import { isPlainObject, withIdFirst } from '../storage/values';
import { badValue } from '../errors';
import { allowFields, collectionName, documentList, type CommandContext } from './context';
import { runWriteBatch } from './write-batch';

export async function insert(ctx: CommandContext): Promise<Document> {
  allowFields(ctx, ['documents', 'ordered', 'bypassDocumentValidation']);
  const docs = documentList(ctx, 'documents');
  const name = collectionName(ctx);
  let n = 0;
  const errors = await runWriteBatch(ctx, docs, (doc) => {
    if (!isPlainObject(doc)) throw badValue('document to insert must be an object');
    const { collection } = ctx.catalog.ensure(ctx.db, name);
    ctx.catalog.insert(collection, withIdFirst(doc));
    n += 1;
  });
  return { n, ...errors, ok: 1 };
}
