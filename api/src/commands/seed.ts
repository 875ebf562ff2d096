import { loadConfig } from '../config';
import { PasswordHasher } from '../lib/password';
import { MigrationStore } from '../migrations';
import { createModels } from '../models';
import { ensureDemoAdmin } from '../seed/demo-admin';
import { seedOnce } from '../seed/seed';
import { openCommandDatabase } from './command-database';
import { runCommand } from './run-command';

const USAGE = `Usage: npm run seed -w api   (in a deploy folder: node api/dist/seed.js)
  Writes the first-start content if this database has never had it (as the API does at start; seeding
  happens once per database, so deleted content stays deleted), and the demo administrator in demo mode.
  With a running API on the same DATA_DIR it goes through that API's database server.`;

runCommand('Seed failed', async () => {
  if (process.argv.includes('--help')) return void console.log(USAGE);
  const config = loadConfig();
  const { connection, description, close } = await openCommandDatabase(config);
  try {
    console.log(`Seeding ${description} …`);
    const models = createModels(connection);
    await Promise.all(Object.values(models).map((model) => model.createIndexes()));
    if (
      config.demoMode &&
      (await ensureDemoAdmin(models, config, new PasswordHasher(config.passwordHashCost)))
    )
      console.log(`Demo administrator created: ${config.demoAdminEmail}`);
    const report = await seedOnce(new MigrationStore(connection), models, {
      sampleContent: config.seedSampleContent,
    });
    if (report.seeded)
      console.log(
        `Seeded ${report.services} services, ${report.cultureItems} culture items, ${report.caseStudies} sample case studies, ${report.people} people of the sample team and ${report.insights} sample insights; ${report.pictures} pictures in the media library.`,
      );
    else
      console.log(
        report.appliedAt
          ? `Nothing to do: this database was seeded on ${report.appliedAt.toISOString()} (seeding happens once; deleted content stays deleted).`
          : 'Nothing to do: this database already has content (recorded as seeded).',
      );
  } finally {
    await close();
  }
});
