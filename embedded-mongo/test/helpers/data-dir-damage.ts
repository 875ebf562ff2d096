// Data directories with journals to damage: what the integrity tests here and the API's repair command test
// share (exported as @mwangaza/embedded-mongo/testing).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongoOptions } from '../../src';

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

/** A data dir whose journal holds a `create` record and then one `put` record per document. */
export async function journalWithDocs(count: number): Promise<{ dataDir: string; journal: string }> {
  const dataDir = tempDir();
  await withServer({ dataDir }, async (client) => {
    const coll = client.db('app').collection('enquiries');
    for (let i = 0; i < count; i += 1) await coll.insertOne({ i, text: `enquiry ${i}` });
  });
  const name = readdirSync(dataDir).find((f) => /^journal-\d+\.log$/.test(f)) as string;
  return { dataDir, journal: path.join(dataDir, name) };
}

/** Byte offsets where each framed record starts ([u32 length][u32 crc][payload]). */
export function recordOffsets(data: Buffer): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset < data.length; offset += 8 + data.readUInt32LE(offset)) offsets.push(offset);
  return offsets;
}

export function flipBit(file: string, offset: number): Buffer {
  const data = readFileSync(file);
  data[offset] = (data[offset] as number) ^ 0x10;
  writeFileSync(file, data);
  return data;
}

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
