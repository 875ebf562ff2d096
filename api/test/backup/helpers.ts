import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EJSON } from 'bson';
import mongoose from 'mongoose';
import type { FastifyInstance } from 'fastify';
import type { BackupSource } from '../../src/backup/create-backup';
import { startDatabase, type TestDatabase } from '../helpers/test-app';

/** A temporary folder removed after the file's tests. */
export function tempFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `mwangaza-${prefix}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The database an app runs on, as the backup reads it. */
export function appSource(app: FastifyInstance): BackupSource {
  return { client: app.db.connection.getClient(), dbName: app.db.connection.db!.databaseName };
}

/** Another database to restore into (its own in-memory server, or a data folder), with a client on it. */
export async function startTarget(options: { dataDir?: string } = {}): Promise<
  BackupSource & {
    db: TestDatabase;
    documents(): Promise<number>;
    collections(): Promise<string[]>;
    stop(): Promise<void>;
  }
> {
  const db = await startDatabase({
    dataDir: options.dataDir,
    dbName: options.dataDir ? 'mwangaza' : undefined,
  });
  const client = await new mongoose.mongo.MongoClient(db.uri).connect();
  const database = client.db(db.dbName);
  const collections = async () =>
    (await database.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
  return {
    client,
    dbName: db.dbName,
    db,
    collections,
    async documents() {
      let total = 0;
      for (const name of await collections()) total += await database.collection(name).countDocuments();
      return total;
    },
    async stop() {
      await client.close();
      await db.stop();
    },
  };
}

/** Every document of every collection, in canonical Extended JSON (types included), by collection. */
export async function contentsOf(
  source: BackupSource,
  skip: string[] = [],
): Promise<Record<string, string[]>> {
  const db = source.client.db(source.dbName);
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
  const contents: Record<string, string[]> = {};
  for (const name of names) {
    if (skip.includes(name)) continue;
    const docs = await db
      .collection(name)
      .find({}, { sort: { _id: 1 }, promoteValues: false })
      .toArray();
    contents[name] = docs.map((doc) => EJSON.stringify(doc, { relaxed: false }));
  }
  return contents;
}
