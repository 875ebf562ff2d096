import type { Document } from 'bson';
import { ErrorCode, toCommandError } from '../errors';
import { LockWait } from '../storage/document-locks';
import { allowFields, collectionName, documentList, type CommandContext } from './context';

/**
 * What insert, update and delete each read first: the options they take (`field`, the statements, and
 * `options`), the statements themselves and the collection they write to.
 */
export function writeStatements(
  ctx: CommandContext,
  field: string,
  options: readonly string[],
): { statements: Document[]; name: string } {
  allowFields(ctx, [field, ...options]);
  return { statements: documentList(ctx, field), name: collectionName(ctx) };
}

/**
 * Applies statements synchronously (so concurrent commands cannot interleave inside one, unless
 * a statement has to wait for a transaction holding its documents),
 * collecting per-statement errors; ordered batches stop at the first. Resolves after the
 * journal has made every applied statement durable.
 */
export async function runWriteBatch<T>(
  ctx: CommandContext,
  statements: T[],
  apply: (statement: T, index: number) => void,
): Promise<Document> {
  const ordered = ctx.body.ordered !== false;
  const writeErrors: Document[] = [];
  for (let index = 0; index < statements.length; index += 1) {
    if (ordered && writeErrors.length > 0) break;
    try {
      apply(statements[index] as T, index);
    } catch (err) {
      // A statement that hit a transaction's lock changed nothing: wait for it, then run it again.
      if (err instanceof LockWait) {
        await err.released;
        index -= 1;
        continue;
      }
      const error = toCommandError(err);
      // In a transaction a write conflict fails the whole command (the transaction is aborted).
      if (error.code === ErrorCode.WriteConflict) throw error;
      const { errmsg, code, codeName: _codeName, ...extra } = error.toDocument();
      writeErrors.push({ index, code, errmsg, ...extra });
    }
  }
  await ctx.catalog.commit();
  return writeErrors.length > 0 ? { writeErrors } : {};
}
