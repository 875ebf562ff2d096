import type { Model } from 'mongoose';
import type { MigrationStore } from '../migrations/migration-store';
import type { Models } from '../models';
import { seedCaseStudies } from './data/case-studies';
import { seedCultureItems } from './data/culture';
import { seedServices } from './data/services';

/** The record of the first-start content in `migrations`. */
export const FIRST_START_CONTENT = 'seed:first-start-content';

export interface SeedReport {
  /** False: this database was seeded before (or had content already); nothing was written. */
  seeded: boolean;
  services: number;
  caseStudies: number;
  cultureItems: number;
  /** When the database's first-start content was recorded. */
  appliedAt?: Date;
}

export interface SeedOptions {
  /** The sample case studies (fictional clients) are part of the first-start content. */
  sampleContent: boolean;
  log?: { info(object: object, message: string): void };
}

/** Inserts the records, createdAt spaced a second apart so list order is stable. */
async function insert<T extends object>(
  model: Model<never>,
  records: readonly T[],
  newestFirst = false,
): Promise<number> {
  const start = Date.now() - records.length * 1000;
  const docs = records.map((record, index) => {
    const createdAt = new Date(start + (newestFirst ? records.length - index : index) * 1000);
    // Seeded ids are readable, and the footer links to them: each is its record's slug too.
    return { ...record, slug: (record as { id?: string }).id, createdAt, updatedAt: createdAt };
  });
  await model.insertMany(docs as never[], { timestamps: false } as never);
  return docs.length;
}

const asModel = (model: unknown) => model as Model<never>;

/**
 * The first-start content (services, culture items and, with `sampleContent`, the sample case studies), once
 * per database: the seed is recorded in `migrations`, so content an editor deletes stays deleted. A database
 * that already has content (from before seeding was recorded) counts as seeded. Runs under the migrations'
 * lock, so instances starting together on one database seed it once.
 */
export async function seedOnce(
  store: MigrationStore,
  models: Models,
  options: SeedOptions,
): Promise<SeedReport> {
  return store.withLock(async () => {
    const none = { services: 0, caseStudies: 0, cultureItems: 0 };
    const record = (await store.applied()).find((step) => step._id === FIRST_START_CONTENT);
    if (record) return { seeded: false, ...none, appliedAt: record.appliedAt };

    const collections = [models.Service, models.CaseStudy, models.CultureItem].map(asModel);
    const hasContent = (await Promise.all(collections.map((model) => model.exists({}).exec()))).some(Boolean);
    if (hasContent) {
      await store.record({
        _id: FIRST_START_CONTENT,
        kind: 'seed',
        durationMs: 0,
        changed: 0,
        note: 'the database already had content: nothing seeded',
      });
      return { seeded: false, ...none };
    }

    const started = Date.now();
    const report: SeedReport = {
      seeded: true,
      services: await insert(asModel(models.Service), seedServices),
      caseStudies: options.sampleContent ? await insert(asModel(models.CaseStudy), seedCaseStudies, true) : 0,
      cultureItems: await insert(asModel(models.CultureItem), seedCultureItems),
    };
    await store.record({
      _id: FIRST_START_CONTENT,
      kind: 'seed',
      durationMs: Date.now() - started,
      changed: report.services + report.caseStudies + report.cultureItems,
      note: options.sampleContent
        ? 'services, culture items and the sample case studies'
        : 'services and culture items (no sample case studies)',
    });
    options.log?.info({ seeded: report }, 'database seeded with the first-start content');
    return report;
  });
}
