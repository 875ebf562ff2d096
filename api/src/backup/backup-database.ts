import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import mongoose from 'mongoose';
import { findDataDirHolder, startEmbeddedMongo, type EmbeddedMongo } from '../../embedded-mongo/src';
import { DataDirLockedError } from '../../embedded-mongo/src/storage/dir-lock';
import type { AppConfig } from '../config';
import { BackupRefusal } from './backup-refusal';
import type { BackupSource } from './create-backup';

export interface OpenedDatabase extends BackupSource {
  /** Which database this is, for the command's messages. */
  description: string;
  close(): Promise<void>;
}

/** How long a server that holds DATA_DIR but does not listen yet (starting) is waited for. */
const STARTING_SERVER_WAIT_MS = 10_000;
const POLL_MS = 200;

/**
 * The database the API uses, for the backup and restore commands: MONGODB_URI; or, without it, the
 * embedded database in DATA_DIR: reached over the wire when a running API (or `npm run db`) holds the
 * folder, as its lock file names the address, and opened here only when nothing holds it.
 */
export async function openBackupDatabase(config: AppConfig): Promise<OpenedDatabase> {
  if (config.mongodbUri) {
    const client = await connect(config.mongodbUri, config);
    const dbName = config.mongodbDbName ?? client.db().databaseName;
    return { client, dbName, description: `MongoDB database "${dbName}"`, close: () => client.close() };
  }
  const deadline = Date.now() + STARTING_SERVER_WAIT_MS;
  for (;;) {
    const holder = findDataDirHolder(config.dataDir);
    if (holder?.address && holder.host === os.hostname()) {
      const client = await connect(holder.address, config);
      return {
        client,
        dbName: 'mwangaza',
        description: `the embedded database in ${config.dataDir}, through the running server (process ${holder.pid})`,
        close: () => client.close(),
      };
    }
    if (holder && holder.host !== os.hostname()) {
      throw new BackupRefusal(
        `DATA_DIR ${config.dataDir} is in use by process ${holder.pid} on ${holder.host}: run the command on that machine`,
      );
    }
    if (!holder) {
      const opened = await openFolder(config);
      if (opened) return opened;
    }
    // Held but not listening yet (a server starting), or taken between our look and our open.
    if (Date.now() > deadline) {
      throw new BackupRefusal(
        `DATA_DIR ${config.dataDir} is held by process ${holder?.pid ?? '?'}, which does not answer: is it starting or stuck?`,
      );
    }
    await sleep(POLL_MS);
  }
}

async function openFolder(config: AppConfig): Promise<OpenedDatabase | undefined> {
  let embedded: EmbeddedMongo;
  try {
    embedded = await startEmbeddedMongo({ dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) return undefined;
    throw error;
  }
  try {
    const client = await connect(embedded.uri, config);
    return {
      client,
      dbName: 'mwangaza',
      description: `the embedded database in ${config.dataDir} (opened by this command: nothing else was using it)`,
      close: async () => {
        await client.close();
        await embedded.stop();
      },
    };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}

function connect(uri: string, config: AppConfig): Promise<mongoose.mongo.MongoClient> {
  return new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: config.dbTimeoutMs }).connect();
}
