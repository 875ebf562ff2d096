import type { Model } from 'mongoose';
import type { MigrationStore } from '../migrations/migration-store';
import type { Models } from '../models';
import { seedCaseStudies } from './data/case-studies';
import { seedCultureItems } from './data/culture';
import { seedInsights } from './data/insights';
import { seedPeople } from './data/people';
import { SHIPPED_PICTURES } from './data/pictures';
import { seedServices } from './data/services';
import { ShippedPictures } from '../plugins/app/media/shipped-pictures';
import { seededLanguages } from './shipped-translations';
import { SCHEMA_COLLECTIONS } from '@mwangaza/shared/collections/schemas';

/** The record of the first-start content in `migrations`. */
export const FIRST_START_CONTENT = 'seed:first-start-content';

export interface SeedReport {
  /** False: this database was seeded before (or had content already); nothing was written. */
  seeded: boolean;
  services: number;
  caseStudies: number;
  cultureItems: number;
  /** Sample insights, signed by the sample team. */
  insights: number;
  /** The sample team (the People collection). */
  people: number;
  /** The site's own pictures the content shows, put in the media library. */
  pictures: number;
  /** When the database's first-start content was recorded. */
  appliedAt?: Date;
}

export interface SeedOptions {
  /** The sample case studies (fictional clients), team and insights are part of the first-start content. */
  sampleContent: boolean;
  log?: { info(object: object, message: string): void };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Inserts the records, createdAt spaced a second apart so list order is stable (a record's own `daysAgo`
 * dates it that many days back instead: an article's publication date). An `image` naming one of the site's
 * pictures becomes its media library URL.
 */
async function insert<T extends object>(
  model: Model<never>,
  records: readonly T[],
  pictures: ReadonlyMap<string, string>,
  newestFirst = false,
): Promise<number> {
  const collection = SCHEMA_COLLECTIONS.find((candidate) => candidate.typeName.one === model.modelName);
  const now = Date.now();
  const start = now - records.length * 1000;
  const docs = records.map((record, index) => {
    const { daysAgo, ...fields } = record as T & { daysAgo?: number; id?: string; image?: string };
    const createdAt = new Date(
      daysAgo === undefined
        ? start + (newestFirst ? records.length - index : index) * 1000
        : now - daysAgo * DAY_MS,
    );
    const image = fields.image === undefined ? {} : { image: pictures.get(fields.image) ?? fields.image };
    // Seeded ids are readable, and the footer links to them: each is its record's slug too.
    // In every language the product ships it in (data/translations).
    const languages = collection && fields.id ? seededLanguages(collection, fields.id) : {};
    return { ...fields, ...image, ...languages, slug: fields.id, createdAt, updatedAt: createdAt };
  });
  await model.insertMany(docs as never[], { timestamps: false } as never);
  return docs.length;
}

const asModel = (model: unknown) => model as Model<never>;

/** The site's pictures in the media library (the sample team's portraits with the sample content only). */
export function importPictures(
  models: Pick<Models, 'Media'>,
  sampleContent: boolean,
): Promise<Map<string, string>> {
  const pictures = SHIPPED_PICTURES.filter((picture) => sampleContent || !picture.sample);
  return new ShippedPictures(models.Media).ensure(pictures);
}

/**
 * The first-start content (services, culture items and, with `sampleContent`, the sample case studies, team
 * and insights; the pictures they show put in the media library first), once
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
    const none = { services: 0, caseStudies: 0, cultureItems: 0, insights: 0, people: 0, pictures: 0 };
    const record = (await store.applied()).find((step) => step._id === FIRST_START_CONTENT);
    if (record) return { seeded: false, ...none, appliedAt: record.appliedAt };

    const collections = [
      models.Service,
      models.CaseStudy,
      models.CultureItem,
      models.Insight,
      models.Person,
    ].map(asModel);
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
    const sample = options.sampleContent;
    const pictures = await importPictures(models, sample);
    const report: SeedReport = {
      seeded: true,
      services: await insert(asModel(models.Service), seedServices, pictures),
      caseStudies: sample ? await insert(asModel(models.CaseStudy), seedCaseStudies, pictures, true) : 0,
      cultureItems: await insert(asModel(models.CultureItem), seedCultureItems, pictures),
      people: sample ? await insert(asModel(models.Person), seedPeople, pictures) : 0,
      insights: sample ? await insert(asModel(models.Insight), seedInsights, pictures, true) : 0,
      pictures: pictures.size,
    };
    await store.record({
      _id: FIRST_START_CONTENT,
      kind: 'seed',
      durationMs: Date.now() - started,
      changed: report.services + report.caseStudies + report.cultureItems + report.people + report.insights,
      note: sample
        ? 'services, culture items, the sample case studies, team and insights, and their pictures in the media library'
        : 'services and culture items, and their pictures in the media library (no sample case studies, team or insights)',
    });
    options.log?.info({ seeded: report }, 'database seeded with the first-start content');
    return report;
  });
}
