import { contentPublishingFields } from './content-publishing-fields';
import { contentSlugs } from './content-slugs';
import { contentTranslations } from './content-translations';
import { cultureIconNames } from './culture-icon-names';
import { enquiryDeliveryToOutbox } from './enquiry-delivery-to-outbox';
import { enquirySpamFlag } from './enquiry-spam-flag';
import { enquiryStatusToStage } from './enquiry-status-to-stage';
import type { Migration, MigrationContext } from './migration';
import { peopleAndBylines } from './people-and-bylines';
import { shippedPicturesInLibrary } from './shipped-pictures-in-library';
import type { MigrationStore, StepRecord } from './migration-store';

export { MigrationStore, type StepRecord } from './migration-store';
export type { Migration, MigrationContext } from './migration';

/** Every start-up migration, in the order they run. Add new ones at the end; never rename or reorder. */
export const MIGRATIONS: readonly Migration[] = [
  enquiryStatusToStage,
  enquiryDeliveryToOutbox,
  contentPublishingFields,
  contentSlugs,
  cultureIconNames,
  shippedPicturesInLibrary,
  peopleAndBylines,
  enquirySpamFlag,
  contentTranslations,
];

/**
 * Runs the migrations this database has not recorded, in order, each recorded as it completes. Under the
 * store's lock: another instance starting at the same time waits, then finds them applied. Returns the ids
 * it ran.
 */
export async function runMigrations(
  store: MigrationStore,
  context: MigrationContext,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  return store.withLock(async () => {
    const applied = new Set((await store.applied()).map((record) => record._id));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      const started = Date.now();
      const changed = await migration.up(context);
      await store.record({ _id: migration.id, kind: 'migration', durationMs: Date.now() - started, changed });
      context.log.info({ migration: migration.id, changed }, 'migration applied');
      ran.push(migration.id);
    }
    return ran;
  });
}

export interface StepStatus {
  id: string;
  kind: StepRecord['kind'];
  description: string;
  /** Undefined: pending. */
  record?: StepRecord;
}

/** The migrations in order with their records, then any other recorded step (the seed). */
export async function migrationStatus(
  store: MigrationStore,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<StepStatus[]> {
  const records = new Map((await store.applied()).map((record) => [record._id, record]));
  const known: StepStatus[] = migrations.map((migration) => ({
    id: migration.id,
    kind: 'migration',
    description: migration.description,
    record: records.get(migration.id),
  }));
  const others: StepStatus[] = [...records.values()]
    .filter((record) => !migrations.some((migration) => migration.id === record._id))
    .map((record) => ({ id: record._id, kind: record.kind, description: record.note ?? '', record }));
  return [...known, ...others];
}
