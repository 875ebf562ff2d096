import { Schema, type Connection, type Model } from 'mongoose';
import type { AuditAction, AuditEntityType, AuditEntry } from '@mwangaza/shared/schemas';

/**
 * One entry of the audit log: append-only (nothing in the API updates or deletes it; a TTL index on `at`,
 * made by the audit plugin from AUDIT_RETENTION_DAYS, removes entries past the retention).
 */
export interface AuditEntryDoc {
  id: string;
  at: Date;
  actor: { id: string | null; email: string };
  ip: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  summary: string;
}

const auditEntrySchema = new Schema<AuditEntryDoc>(
  {
    id: { type: String, required: true, unique: true },
    at: { type: Date, required: true },
    actor: {
      type: new Schema(
        { id: { type: String, default: null }, email: { type: String, default: '' } },
        { _id: false },
      ),
      required: true,
    },
    ip: { type: String, default: '' },
    action: { type: String, required: true },
    entityType: { type: String, required: true },
    entityId: { type: String, default: '' },
    summary: { type: String, default: '' },
  },
  { versionKey: false, collection: 'auditlog' },
);
auditEntrySchema.index({ action: 1, at: -1 });
auditEntrySchema.index({ 'actor.id': 1, at: -1 });
auditEntrySchema.index({ 'actor.email': 1, at: -1 });
auditEntrySchema.index({ entityType: 1, entityId: 1, at: -1 });

export type AuditEntryModel = Model<AuditEntryDoc>;
export const createAuditEntryModel = (connection: Connection): AuditEntryModel =>
  connection.model<AuditEntryDoc>('AuditEntry', auditEntrySchema);

export function toAuditEntry(doc: AuditEntryDoc): AuditEntry {
  return {
    id: doc.id,
    at: doc.at.toISOString(),
    actor: { id: doc.actor?.id ?? null, email: doc.actor?.email ?? '' },
    action: doc.action,
    entityType: doc.entityType,
    entityId: doc.entityId ?? '',
    ip: doc.ip ?? '',
    summary: doc.summary ?? '',
  };
}
