import type { FastifyBaseLogger } from 'fastify';
import type { Model } from 'mongoose';
import type { AppConfig } from '../config';
import type { PasswordHasher } from '../lib/password';
import type { Models } from '../models';
import { seedCaseStudies } from './data/case-studies';
import { seedCultureItems } from './data/culture';
import { seedServices } from './data/services';
import { ensureDemoAdmin } from './demo-admin';

export interface SeedReport {
  services: number;
  caseStudies: number;
  cultureItems: number;
  demoAdmin: boolean;
}

/** Inserts into an empty collection only; createdAt is spaced a second apart so list order is stable. */
async function seedCollection<T extends object>(
  model: Model<never>,
  records: readonly T[],
  newestFirst = false,
): Promise<number> {
  if ((await model.estimatedDocumentCount().exec()) > 0 || (await model.exists({}).exec())) return 0;
  const start = Date.now() - records.length * 1000;
  const docs = records.map((record, index) => {
    const createdAt = new Date(start + (newestFirst ? records.length - index : index) * 1000);
    // Seeded ids are readable, and the footer links to them: each is its record's slug too.
    return { ...record, slug: (record as { id?: string }).id, createdAt, updatedAt: createdAt };
  });
  await model.insertMany(docs as never[], { timestamps: false } as never);
  return docs.length;
}

/** First-start content and, in demo mode, the demo admin. Never overwrites existing data; safe to re-run. */
export async function seedDatabase(
  models: Models,
  config: AppConfig,
  hasher: PasswordHasher,
  log?: FastifyBaseLogger,
): Promise<SeedReport> {
  const report: SeedReport = {
    services: await seedCollection(models.Service as unknown as Model<never>, seedServices),
    caseStudies: await seedCollection(models.CaseStudy as unknown as Model<never>, seedCaseStudies, true),
    cultureItems: await seedCollection(models.CultureItem as unknown as Model<never>, seedCultureItems),
    demoAdmin: false,
  };
  if (config.demoMode) report.demoAdmin = await ensureDemoAdmin(models, config, hasher);
  if (report.services || report.caseStudies || report.cultureItems || report.demoAdmin)
    log?.info({ seeded: report }, 'database seeded');
  return report;
}
