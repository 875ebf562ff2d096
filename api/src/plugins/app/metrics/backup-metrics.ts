import { Counter, Gauge, type Registry } from 'prom-client';
import type { BackupStatus } from '../backups/backup-scheduler';
import { sharedPerScrape } from './per-scrape';

export interface BackupStatusSource {
  status(): Promise<BackupStatus>;
}

const seconds = (time: Date | null) => (time === null ? undefined : time.getTime() / 1000);

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

/**
 * The scheduled backups' metrics, read from `source` at every scrape. The status is kept in the database, so
 * every instance reports the same values (aggregate with `max`); without a schedule (BACKUP_EVERY unset)
 * there are no samples.
 */
export function registerBackupMetrics(registry: Registry, source: BackupStatusSource): void {
  const read = sharedPerScrape(async () => {
    try {
      const status = await source.status();
      return status.scheduled ? status : null;
    } catch {
      return null;
    }
  });

  new Counter({
    name: 'mwangaza_backup_failures_total',
    help: 'Scheduled backups that failed, ever (kept in the database: the same on every instance)',
    registers: [registry],
    async collect() {
      const status = await read();
      this.reset();
      if (status) this.inc(status.failures);
    },
  });
  readGauge(
    registry,
    'mwangaza_backup_last_success_timestamp_seconds',
    'When the newest successful scheduled backup finished (Unix time)',
    async () => seconds((await read())?.lastSuccessAt ?? null),
  );
  readGauge(
    registry,
    'mwangaza_backup_last_failure_timestamp_seconds',
    'When the last failed scheduled backup was attempted (Unix time)',
    async () => seconds((await read())?.lastFailureAt ?? null),
  );
  readGauge(
    registry,
    'mwangaza_backup_last_duration_seconds',
    'How long the newest successful backup took',
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
