import type { Document } from 'bson';
import { ErrorCode, isStorageError, toCommandError } from '../errors';
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
 * Applies statements synchronously, in one write unit (so concurrent commands cannot interleave inside one,
 * unless a statement has to wait for a transaction holding its documents: the unit then ends there and a new
 * one starts after the wait), collecting per-statement errors; ordered batches stop at the first. Resolves
 * once every applied statement is durable.
 */
export async function runWriteBatch<T>(
  ctx: CommandContext,
  statements: T[],
  apply: (statement: T, index: number) => void,
): Promise<Document> {
  const ordered = ctx.body.ordered !== false;
  const writeErrors: Document[] = [];
  let index = 0;
  while (index < statements.length && !(ordered && writeErrors.length > 0)) {
    const wait = ctx.store.batch((): Promise<void> | undefined => {
      for (; index < statements.length; index += 1) {
        if (ordered && writeErrors.length > 0) return undefined;
        try {
          apply(statements[index] as T, index);
        } catch (err) {
          // A statement that hit a transaction's lock changed nothing: wait for it, then run it again.
          if (err instanceof LockWait) return err.released;
          // The disk failing: the whole unit is undone and the command fails.
          if (isStorageError(err)) throw err;
          const error = toCommandError(err);
          // In a transaction a write conflict fails the whole command (the transaction is aborted).
          if (error.code === ErrorCode.WriteConflict) throw error;
          const { errmsg, code, codeName: _codeName, ...extra } = error.toDocument();
          writeErrors.push({ index, code, errmsg, ...extra });
        }
      }
      return undefined;
    });
    if (wait) await wait;
  }
  await ctx.store.commit();
  return writeErrors.length > 0 ? { writeErrors } : {};
}
