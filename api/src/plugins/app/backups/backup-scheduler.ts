import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import mongoose from 'mongoose';
import { createBackup, type BackupSource } from '../../../backup/create-backup';
import { describeBackup } from '../../../backup/describe';
import { pruneArchives, removeStalePartials } from '../../../backup/retention';
import type { BackupScheduleDoc, BackupScheduleModel } from '../../../models/backup-schedule.model';

const SCHEDULE_ID = 'scheduled';

export interface BackupSchedulerOptions {
  model: BackupScheduleModel;
  /** The app's own database connection, read when a backup runs. */
  source: () => BackupSource;
  dir: string;
  key: string | undefined;
  /** TWO_FACTOR_KEY: authenticates a plain archive (no BACKUP_KEY). */
  authKey: string;
  keep: number;
  /** undefined: no scheduled backups. */
  everyMs: number | undefined;
  clock: () => number;
  log: FastifyBaseLogger;
}

/** What the metrics and operators read: shared by every instance (it lives in the database). */
export interface BackupStatus extends Pick<
  BackupScheduleDoc,
  | 'lastSuccessAt'
  | 'lastDurationMs'
  | 'lastSizeBytes'
  | 'lastFile'
  | 'failures'
  | 'lastFailureAt'
  | 'lastError'
> {
  scheduled: boolean;
  everyMs: number | null;
  /** When the next scheduled backup is due (now, when this period's has not been claimed). */
  nextAt: Date | null;
}

export type RunOutcome = 'taken' | 'failed' | 'claimed-elsewhere' | 'off';

/**
 * Scheduled backups: time is cut into periods of BACKUP_EVERY (from the epoch, so 24h periods start at
 * midnight UTC) on the app's clock, and the first instance to claim a period in the database takes its
 * backup; the others skip it. Before a backup, half-written archives a crash left (a day old) are removed;
 * after it, the archives beyond BACKUP_KEEP.
 */
export class BackupScheduler {
  private readonly instanceId = randomUUID();
  /** Runs of this instance go one after the other. */
  private tail: Promise<unknown> = Promise.resolve();
  private pending = 0;

  constructor(private readonly options: BackupSchedulerOptions) {}

  /** Takes the current period's backup unless an instance already claimed it (after any run under way). */
  runDue(): Promise<RunOutcome> {
    this.pending += 1;
    const run = this.tail.then(() => this.runOnce()).finally(() => (this.pending -= 1));
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Whether a run of this instance is under way or waiting. */
  get busy(): boolean {
    return this.pending > 0;
  }

  /** Resolves once no backup of this instance is running (closing the app waits for it). */
  async settle(): Promise<void> {
    await this.tail;
  }

  async status(): Promise<BackupStatus> {
    const { everyMs, model } = this.options;
    const doc = await model.findById(SCHEDULE_ID).lean().exec();
    let nextAt: Date | null = null;
    if (everyMs) {
      const current = this.periodStart();
      nextAt = doc && doc.slot >= current ? new Date(current.getTime() + everyMs) : current;
    }
    return {
      scheduled: Boolean(everyMs),
      everyMs: everyMs ?? null,
      lastSuccessAt: doc?.lastSuccessAt ?? null,
      lastDurationMs: doc?.lastDurationMs ?? null,
      lastSizeBytes: doc?.lastSizeBytes ?? null,
      lastFile: doc?.lastFile ?? null,
      failures: doc?.failures ?? 0,
      lastFailureAt: doc?.lastFailureAt ?? null,
      lastError: doc?.lastError ?? null,
      nextAt,
    };
  }

  private periodStart(): Date {
    const every = this.options.everyMs!;
    return new Date(Math.floor(this.options.clock() / every) * every);
  }

  private async runOnce(): Promise<RunOutcome> {
    const { model, clock, log, dir, key, authKey, keep } = this.options;
    if (!this.options.everyMs) return 'off';
    const slot = this.periodStart();
    if (!(await this.claim(slot))) return 'claimed-elsewhere';
    try {
      // First what a crash left: on a full disk it would keep this backup from being written too.
      const stale = await removeStalePartials(dir, clock());
      const result = await createBackup(this.options.source(), {
        dir,
        key,
        authKey,
        now: () => new Date(clock()),
      });
      const removed = [...stale, ...(await pruneArchives(dir, keep))];
      await model.updateOne(
        { _id: SCHEDULE_ID },
        {
          $set: {
            lastSuccessAt: new Date(clock()),
            lastDurationMs: Math.round(result.durationMs),
            lastSizeBytes: result.bytes,
            lastFile: result.file,
          },
        },
      );
      log.info(
        { file: result.file, bytes: result.bytes, durationMs: Math.round(result.durationMs), removed },
        `scheduled backup written: ${describeBackup(result)}`,
      );
      return 'taken';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error, dir }, 'scheduled backup failed');
      await model
        .updateOne(
          { _id: SCHEDULE_ID },
          { $inc: { failures: 1 }, $set: { lastFailureAt: new Date(clock()), lastError: message } },
        )
        .catch((recordError: unknown) =>
          log.error({ err: recordError }, 'could not record the failed backup'),
        );
      return 'failed';
    }
  }

  /** Moves the claimed period forward atomically; false when another instance already has this one. */
  private async claim(slot: Date): Promise<boolean> {
    try {
      const claimed = await this.options.model
        .findOneAndUpdate(
          { _id: SCHEDULE_ID, slot: mongoose.trusted({ $lt: slot }) },
          { $set: { slot, claimedBy: this.instanceId, claimedAt: new Date(this.options.clock()) } },
          { upsert: true, returnDocument: 'after' },
        )
        .lean()
        .exec();
      return claimed !== null;
    } catch (error) {
      // The document exists with this period or a later one: the upsert's insert met its _id.
      if ((error as { code?: number }).code === 11000) return false;
      throw error;
    }
  }
}
