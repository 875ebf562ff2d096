import type { FastifyBaseLogger } from 'fastify';
import type { AuditEntryModel } from '../../../models/audit-entry.model';

const INDEX_NAME = 'at_1';
const NOT_SUPPORTED = 115;
const INDEX_OPTIONS_CONFLICT = 85;
const COMMAND_NOT_FOUND = 59;

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * The TTL index that removes audit entries older than the retention. A changed retention is applied to
 * the existing index (collMod, or a rebuild where collMod is missing) rather than failing the start.
 */
export async function ensureRetentionIndex(model: AuditEntryModel, retentionDays: number, log: FastifyBaseLogger): Promise<void> {
  const expireAfterSeconds = retentionDays * 86_400;
  const collection = model.collection;
  try {
    await collection.createIndex({ at: 1 }, { name: INDEX_NAME, expireAfterSeconds });
  } catch (error) {
    if (codeOf(error) === INDEX_OPTIONS_CONFLICT) {
      try {
        await collection.db.command({ collMod: collection.collectionName, index: { name: INDEX_NAME, expireAfterSeconds } });
      } catch (collModError) {
        if (codeOf(collModError) !== COMMAND_NOT_FOUND) throw collModError;
        await collection.dropIndex(INDEX_NAME);
        await collection.createIndex({ at: 1 }, { name: INDEX_NAME, expireAfterSeconds });
      }
      log.info({ retentionDays }, 'audit log retention changed');
      return;
    }
    // A database without TTL indexes (an older embedded server): keep the sort index, say what is missing.
    if (codeOf(error) !== NOT_SUPPORTED) throw error;
    await collection.createIndex({ at: 1 }, { name: INDEX_NAME });
    log.warn({ retentionDays }, 'this database has no TTL indexes: audit entries are kept beyond AUDIT_RETENTION_DAYS');
  }
}
