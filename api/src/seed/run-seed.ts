import { loadConfig } from '../config';
import { PasswordHasher } from '../lib/password';
import { MigrationStore } from '../migrations';
import { createModels } from '../models';
import { openCliDatabase } from './cli-database';
import { ensureDemoAdmin } from './demo-admin';
import { seedOnce } from './seed';

/**
 * `npm run seed -w api`: the first-start content, if this database has never had it (as at start), and the
 * demo admin in demo mode. Without MONGODB_URI it opens the embedded database in DATA_DIR, so stop a
 * running API that uses the same folder first.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { connection, close } = await openCliDatabase(config);
  try {
    const models = createModels(connection);
    await Promise.all(Object.values(models).map((model) => model.createIndexes()));
    const report = await seedOnce(new MigrationStore(connection), models, {
      sampleContent: config.seedSampleContent,
    });
    if (report.seeded)
      console.log(
        `Seeded ${report.services} services, ${report.cultureItems} culture items and ${report.caseStudies} sample case studies.`,
      );
    else
      console.log(
        report.appliedAt
          ? `Nothing to do: this database was seeded on ${report.appliedAt.toISOString()} (seeding happens once; deleted content stays deleted).`
          : 'Nothing to do: this database already has content (recorded as seeded).',
      );
    if (
      config.demoMode &&
      (await ensureDemoAdmin(models, config, new PasswordHasher(config.passwordHashCost)))
    )
      console.log(`Demo administrator created: ${config.demoAdminEmail}`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error('Seed failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
