import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose, { type Connection } from 'mongoose';
import {
  DataDirLockedError,
  findDataDirHolder,
  startEmbeddedMongo,
  type EmbeddedMongo,
} from '@mwangaza/embedded-mongo';
import type { AppConfig } from '../config';

/** The API's database, opened by a one-off command (seed, migrate, create-admin, backup, restore). */
export interface CommandDatabase {
  /** Mongoose's connection (seed, migrate, create-admin) … */
  connection: Connection;
  /** … and the driver's client under it (backup, restore). */
  client: mongoose.mongo.MongoClient;
  dbName: string;
  /** Which database this is, for the command's messages. */
  description: string;
  close(): Promise<void>;
}

/** The database the API uses on its own embedded server (server.ts), so both layouts hold the same data. */
export const EMBEDDED_DB_NAME = 'mwangaza';
/** How long a server that holds DATA_DIR but does not listen yet (starting) is waited for. */
const STARTING_SERVER_WAIT_MS = 10_000;
const POLL_MS = 200;

/**
 * The database the API uses, for the operator's commands: MONGODB_URI; or, without it, the embedded
 * database in DATA_DIR, reached over the wire when a running API (or `npm run db -w api`) holds the folder,
 * at the address its lock file records, and opened by the command itself only when nothing holds it. So a
 * command runs beside a running API instead of failing on the folder's lock.
 */
export async function openCommandDatabase(config: AppConfig): Promise<CommandDatabase> {
  if (config.mongodbUri) {
    const connection = await connect(config.mongodbUri, config.mongodbDbName, config);
    const dbName = connection.db!.databaseName;
    return opened(connection, `MongoDB database "${dbName}"`, () => connection.close());
  }
  const deadline = Date.now() + STARTING_SERVER_WAIT_MS;
  for (;;) {
    const holder = findDataDirHolder(config.dataDir);
    if (holder && holder.host !== os.hostname())
      throw new Error(
        `DATA_DIR ${config.dataDir} is in use by process ${holder.pid} on ${holder.host}: run the command on that machine`,
      );
    if (holder?.address) {
      const connection = await connect(holder.address, EMBEDDED_DB_NAME, config);
      return opened(
        connection,
        `the embedded database in ${config.dataDir}, through the running server (process ${holder.pid})`,
        () => connection.close(),
      );
    }
    if (!holder) {
      const folder = await openFolder(config);
      if (folder) return folder;
    }
    // Held but not listening yet (a server starting), or taken between our look and our open.
    if (Date.now() > deadline)
      throw new Error(
        `DATA_DIR ${config.dataDir} is held by process ${holder?.pid ?? '?'}, which does not answer: is it starting or stuck?`,
      );
    await sleep(POLL_MS);
  }
}

/** Nothing holds DATA_DIR: the command starts the embedded server on it for as long as it runs. */
async function openFolder(config: AppConfig): Promise<CommandDatabase | undefined> {
  let embedded: EmbeddedMongo;
  try {
    embedded = await startEmbeddedMongo({ dataDir: config.dataDir, cacheMb: config.embeddedDbCacheMb });
  } catch (error) {
    if (error instanceof DataDirLockedError) return undefined;
    throw error;
  }
  try {
    const connection = await connect(embedded.uri, EMBEDDED_DB_NAME, config);
    return opened(
      connection,
      `the embedded database in ${config.dataDir} (opened by this command: nothing else was using it)`,
      async () => {
        await connection.close();
        await embedded.stop();
      },
    );
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

function opened(connection: Connection, description: string, close: () => Promise<void>): CommandDatabase {
  return {
    connection,
    client: connection.getClient(),
    dbName: connection.db!.databaseName,
    description,
    close,
  };
}

async function connect(uri: string, dbName: string | undefined, config: AppConfig): Promise<Connection> {
  const connection = mongoose.createConnection(uri, {
    dbName,
    serverSelectionTimeoutMS: config.dbTimeoutMs,
  });
  try {
    return await connection.asPromise();
  } catch (error) {
    await connection.close().catch(() => undefined);
    throw error;
  }
}
