import type { Model } from 'mongoose';
import type { MigrationStore } from '../migrations/migration-store';
import { CONTENT_WRITER_ROLES } from '@mwangaza/shared/schemas';
import mongoose from 'mongoose';
import type { Models } from '../models';
import { seedCaseStudies } from './data/case-studies';
import { seedCultureItems } from './data/culture';
import { seedInsights } from './data/insights';
import { seedServices } from './data/services';

/** The record of the first-start content in `migrations`. */
export const FIRST_START_CONTENT = 'seed:first-start-content';

export interface SeedReport {
  /** False: this database was seeded before (or had content already); nothing was written. */
  seeded: boolean;
  services: number;
  caseStudies: number;
  cultureItems: number;
  /** Sample insights: seeded with the sample content when a staff account exists to be their author. */
  insights: number;
  /** When the database's first-start content was recorded. */
  appliedAt?: Date;
}

export interface SeedOptions {
  /** The sample case studies (fictional clients) and insights are part of the first-start content. */
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

/** The sample insights, by the oldest staff account (in demo mode the demo administrator); none without one. */
async function insertInsights(models: Models): Promise<number> {
  const author = await models.User.findOne(
    { role: mongoose.trusted({ $in: [...CONTENT_WRITER_ROLES] }) },
    { id: 1 },
  )
    .sort({ createdAt: 1 })
    .lean<{ id: string }>()
    .exec();
  if (!author) return 0;
  const insights = seedInsights.map((insight) => ({ ...insight, author: author.id }));
  return insert(asModel(models.Insight), insights, true);
}

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
    const none = { services: 0, caseStudies: 0, cultureItems: 0, insights: 0 };
    const record = (await store.applied()).find((step) => step._id === FIRST_START_CONTENT);
    if (record) return { seeded: false, ...none, appliedAt: record.appliedAt };

    const collections = [models.Service, models.CaseStudy, models.CultureItem, models.Insight].map(asModel);
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
      insights: options.sampleContent ? await insertInsights(models) : 0,
    };
    await store.record({
      _id: FIRST_START_CONTENT,
      kind: 'seed',
      durationMs: Date.now() - started,
      changed: report.services + report.caseStudies + report.cultureItems + report.insights,
      note: options.sampleContent
        ? 'services, culture items and the sample case studies and insights'
        : 'services and culture items (no sample case studies or insights)',
    });
    options.log?.info({ seeded: report }, 'database seeded with the first-start content');
    return report;
  });
}
