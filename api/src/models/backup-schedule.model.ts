import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The one document (`_id: 'scheduled'`) through which API instances share scheduled backups: the period
 * last claimed (only the instance that moves it takes that period's backup) and how backups went.
 */
export interface BackupScheduleDoc {
  _id: string;
  /** Start of the last period whose backup an instance claimed. */
  slot: Date;
  claimedBy: string;
  claimedAt: Date;
  lastSuccessAt: Date | null;
  lastDurationMs: number | null;
  lastSizeBytes: number | null;
  lastFile: string | null;
  /** Scheduled backups that failed, since the database began. */
  failures: number;
  lastFailureAt: Date | null;
  lastError: string | null;
}

const backupScheduleSchema = new Schema<BackupScheduleDoc>(
  {
    _id: { type: String, required: true },
    slot: { type: Date, required: true },
    claimedBy: { type: String, required: true },
    claimedAt: { type: Date, required: true },
    lastSuccessAt: { type: Date, default: null },
    lastDurationMs: { type: Number, default: null },
    lastSizeBytes: { type: Number, default: null },
    lastFile: { type: String, default: null },
    failures: { type: Number, default: 0 },
    lastFailureAt: { type: Date, default: null },
    lastError: { type: String, default: null },
  },
  { versionKey: false, collection: 'backup_schedule' },
);

export type BackupScheduleModel = Model<BackupScheduleDoc>;
export const createBackupScheduleModel = (connection: Connection): BackupScheduleModel =>
  connection.model<BackupScheduleDoc>('BackupSchedule', backupScheduleSchema);
