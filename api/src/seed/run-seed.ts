import { loadConfig } from '../config';
import { PasswordHasher } from '../lib/password';
import { createModels } from '../models';
import { openCliDatabase } from './cli-database';
import { seedDatabase } from './seed';

/**
 * `npm run seed -w api`: fills empty collections (idempotent). Without MONGODB_URI it opens the embedded
 * database in DATA_DIR, so stop a running API that uses the same folder first.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const { connection, close } = await openCliDatabase(config);
  try {
    const models = createModels(connection);
    await Promise.all(Object.values(models).map((model) => model.createIndexes()));
    const report = await seedDatabase(models, config, new PasswordHasher(config.passwordHashCost));
    console.log('Seed complete:', JSON.stringify(report));
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error('Seed failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
