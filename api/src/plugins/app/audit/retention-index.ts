import { ensureTtlIndex } from '../../../lib/ttl-index';
import type { AuditEntryModel } from '../../../models/audit-entry.model';

/** The TTL index that removes audit entries older than the retention; a changed retention is applied at start. */
export async function ensureRetentionIndex(model: AuditEntryModel, retentionDays: number): Promise<boolean> {
  return ensureTtlIndex(model, 'at', retentionDays * 86_400);
}
