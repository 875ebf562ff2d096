import mongoose, { type Connection } from 'mongoose';
import { startEmbeddedMongo } from '../../embedded-mongo/src';
import type { AppConfig } from '../config';

/**
 * The database for a one-off command (seed, create-admin): MONGODB_URI, or the embedded server on DATA_DIR
 * (so a running API on the same folder must be stopped first). `close` ends both.
 */
export async function openCliDatabase(
  config: AppConfig,
): Promise<{ connection: Connection; close(): Promise<void> }> {
  const embedded = config.mongodbUri ? undefined : await startEmbeddedMongo({ dataDir: config.dataDir });
  const connection = mongoose.createConnection(config.mongodbUri ?? embedded!.uri, {
    dbName: config.mongodbUri ? config.mongodbDbName : 'mwangaza',
    serverSelectionTimeoutMS: config.dbTimeoutMs,
  });
  const close = async () => {
    await connection.close();
    await embedded?.stop();
  };
  try {
    await connection.asPromise();
  } catch (error) {
    await close();
    throw error;
  }
  return { connection, close };
}
