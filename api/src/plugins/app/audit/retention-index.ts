import type { AuditEntryModel } from '../../../models/audit-entry.model';

const INDEX_NAME = 'at_1';
const INDEX_OPTIONS_CONFLICT = 85;
const COMMAND_NOT_FOUND = 59;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * The TTL index that removes audit entries older than the retention. A changed retention is applied to
 * the existing index (collMod; the embedded server lacks it, so there the index is rebuilt) rather than
 * failing the start.
 */
export async function ensureRetentionIndex(model: AuditEntryModel, retentionDays: number): Promise<boolean> {
  const expireAfterSeconds = retentionDays * 86_400;
  const collection = model.collection;
  try {
    await collection.createIndex({ at: 1 }, { name: INDEX_NAME, expireAfterSeconds });
    return false;
  } catch (error) {
    if (codeOf(error) !== INDEX_OPTIONS_CONFLICT) throw error;
  }
  try {
    await model.db.db!.command({ collMod: collection.collectionName, index: { name: INDEX_NAME, expireAfterSeconds } });
  } catch (error) {
    if (codeOf(error) !== COMMAND_NOT_FOUND) throw error;
    await collection.dropIndex(INDEX_NAME);
    await collection.createIndex({ at: 1 }, { name: INDEX_NAME, expireAfterSeconds });
  }
  return true;
}
