// Data folders to damage: what the integrity and upgrade tests here and the API's repair command test share
// (exported as @mwangaza/embedded-mongo/testing).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongoOptions } from '../../src';

/** The database file in a data folder. */
export const DATABASE_FILE = 'embedded-mongo.sqlite';

/** Temporary data directories, removed after the test file (jest's afterAll). */
const dirs: string[] = [];
export function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-data-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

export async function withServer<T>(
  options: EmbeddedMongoOptions,
  fn: (client: MongoClient) => Promise<T>,
): Promise<T> {
  const server = await startEmbeddedMongo(options);
  const client = await MongoClient.connect(server.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
    await server.stop();
  }
}

/** A stopped data folder whose `app.enquiries` holds `{ _id: i, i, text: 'enquiry <i>' }` for i < count. */
export async function databaseWithDocs(count: number): Promise<{ dataDir: string; file: string }> {
  const dataDir = tempDir();
  await withServer({ dataDir }, async (client) => {
    const coll = client.db('app').collection<{ _id: number; i: number; text: string }>('enquiries');
    for (let i = 0; i < count; i += 100)
      await coll.insertMany(
        Array.from({ length: Math.min(100, count - i) }, (_, k) => ({
          _id: i + k,
          i: i + k,
          text: `enquiry ${i + k}`,
        })),
      );
  });
  return { dataDir, file: path.join(dataDir, DATABASE_FILE) };
}

/** Where a document's text (`enquiry <i>`, with BSON's terminating NUL) sits in the database file. */
export function offsetOfText(file: string, i: number): number {
  const offset = readFileSync(file).indexOf(Buffer.from(`enquiry ${i}\u0000`));
  if (offset < 0) throw new Error(`enquiry ${i} is not in ${file}`);
  return offset;
}

/** Breaks the B-tree page holding byte `offset` (its page type byte), as a failing disk sector would. */
export function damagePage(file: string, offset: number): Buffer {
  const data = readFileSync(file);
  const pageSize = data.readUInt16BE(16) === 1 ? 65_536 : data.readUInt16BE(16);
  const start = Math.floor(offset / pageSize) * pageSize;
  data[start] = 0x07; // no B-tree page has this type
  data.fill(0xee, start + 1, start + 12);
  writeFileSync(file, data);
  return data;
}

export function flipBit(file: string, offset: number): Buffer {
  const data = readFileSync(file);
  data[offset] = (data[offset] as number) ^ 0x10;
  writeFileSync(file, data);
  return data;
}

/** The `i` of every document in `app.enquiries`, in order. */
export async function storedNumbers(dataDir: string): Promise<number[]> {
  return withServer({ dataDir }, async (client) =>
    client
      .db('app')
      .collection('enquiries')
      .find()
      .sort({ i: 1 })
      .map((d) => d.i as number)
      .toArray(),
  );
}

/** A copy of the data folder the release before the SQLite engine wrote (test/fixtures/journal-format). */
export function journalFormatFolder(): { dataDir: string; journal: string; snapshot: string } {
  const dataDir = tempDir();
  cpSync(path.join(__dirname, '../fixtures/journal-format'), dataDir, { recursive: true });
  return {
    dataDir,
    journal: path.join(dataDir, 'journal-1.log'),
    snapshot: path.join(dataDir, 'snapshot.bson'),
  };
}

/** Byte offsets where each record of a journal-format file starts ([u32 length][u32 crc][payload]). */
export function recordOffsets(data: Buffer): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset < data.length; offset += 8 + data.readUInt32LE(offset)) offsets.push(offset);
  return offsets;
}
