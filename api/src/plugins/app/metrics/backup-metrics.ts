import { Counter, Gauge, type Registry } from 'prom-client';
import { sharedPerScrape } from './per-scrape';

type Time = Date | string | number | null | undefined;

/**
 * What the scheduled backups report through `app.backups.status()` (sync or async). Every field is
 * optional: one the status lacks is left out of the metrics rather than shown as 0.
 */
export interface BackupStatus {
  /** Backups that succeeded / failed since the process started (the metrics are counters). */
  succeeded?: number;
  failed?: number;
  /** The newest good archive's time (from BACKUP_DIR, so it survives a restart), and the last failure's. */
  lastSuccessAt?: Time;
  lastFailureAt?: Time;
  lastDurationMs?: number | null;
  lastSizeBytes?: number | null;
}

export interface BackupStatusSource {
  status(): BackupStatus | Promise<BackupStatus>;
}

const seconds = (time: Time) =>
  time === null || time === undefined ? undefined : new Date(time).getTime() / 1000;

/** A gauge read at scrape time, with no sample while its value is unknown. */
function readGauge(registry: Registry, name: string, help: string, read: () => Promise<number | undefined>) {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const value = await read();
      if (value !== undefined && Number.isFinite(value)) this.set(value);
      else this.remove();
    },
  });
}

/** The backup metrics, read from `source` at every scrape. */
export function registerBackupMetrics(registry: Registry, source: BackupStatusSource): void {
  const read = sharedPerScrape(async () => {
    try {
      return await source.status();
    } catch {
      return null;
    }
  });

  new Counter({
    name: 'mwangaza_backups_total',
    help: 'Backups run by this process, by outcome (success, failure)',
    labelNames: ['outcome'],
    registers: [registry],
    async collect() {
      const status = await read();
      this.reset();
      if (status?.succeeded !== undefined) this.inc({ outcome: 'success' }, status.succeeded);
      if (status?.failed !== undefined) this.inc({ outcome: 'failure' }, status.failed);
    },
  });
  readGauge(
    registry,
    'mwangaza_backup_last_success_timestamp_seconds',
    'When the newest successful backup finished (Unix time)',
    async () => seconds((await read())?.lastSuccessAt),
  );
  readGauge(
    registry,
    'mwangaza_backup_last_failure_timestamp_seconds',
    'When the last failed backup was attempted (Unix time)',
    async () => seconds((await read())?.lastFailureAt),
  );
  readGauge(
    registry,
    'mwangaza_backup_last_duration_seconds',
    'How long the newest backup took',
    async () => {
      const ms = (await read())?.lastDurationMs;
      return ms === null || ms === undefined ? undefined : ms / 1000;
    },
  );
  readGauge(
    registry,
    'mwangaza_backup_last_size_bytes',
    'Size of the newest backup archive',
    async () => (await read())?.lastSizeBytes ?? undefined,
  );
}
