import mongoose from 'mongoose';
import { startEmbeddedMongo } from '../../embedded-mongo/src';
import { loadConfig } from '../config';
import { PasswordHasher } from '../lib/password';
import { createModels } from '../models';
import { seedDatabase } from './seed';

/**
 * `npm run seed -w api`: fills empty collections (idempotent). Without MONGODB_URI it opens the embedded
 * database in DATA_DIR, so stop a running API that uses the same folder first.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const embedded = config.mongodbUri ? undefined : await startEmbeddedMongo({ dataDir: config.dataDir });
  const connection = mongoose.createConnection(config.mongodbUri ?? embedded!.uri, {
    dbName: config.mongodbUri ? config.mongodbDbName : 'mwangaza',
    serverSelectionTimeoutMS: config.dbTimeoutMs,
  });
  try {
    await connection.asPromise();
    const models = createModels(connection);
    await Promise.all(Object.values(models).map((model) => model.createIndexes()));
    const report = await seedDatabase(models, config, new PasswordHasher(config.passwordHashCost));
    console.log('Seed complete:', JSON.stringify(report));
  } finally {
    await connection.close();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error('Seed failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
