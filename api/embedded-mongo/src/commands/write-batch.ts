import type { Document } from 'bson';
import { toCommandError } from '../errors';
import type { CommandContext } from './context';

/**
 * Applies statements synchronously (so concurrent commands cannot interleave inside one),
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
  statements.forEach((statement, index) => {
    if (ordered && writeErrors.length > 0) return;
    try {
      apply(statement, index);
    } catch (err) {
      const { errmsg, code, codeName: _codeName, ...extra } = toCommandError(err).toDocument();
      writeErrors.push({ index, code, errmsg, ...extra });
    }
  });
  await ctx.catalog.commit();
  return writeErrors.length > 0 ? { writeErrors } : {};
}
