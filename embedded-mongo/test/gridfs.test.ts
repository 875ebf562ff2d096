import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient, type Db, type ObjectId } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';

let server: EmbeddedMongo;
let client: MongoClient;
let db: Db;
let bucket: GridFSBucket;

// Megabytes through the wire take a few seconds on a loaded 2-core machine; the default 5 s is too tight.
jest.setTimeout(60_000);

const FIVE_MB = 5 * 1024 * 1024;
const data = randomBytes(FIVE_MB + 12_345);
const sha256 = (buf: Buffer): string => createHash('sha256').update(buf).digest('hex');

beforeAll(async () => {
  server = await startEmbeddedMongo();
  client = await MongoClient.connect(server.uri);
  db = client.db('files');
  bucket = new GridFSBucket(db, { bucketName: 'uploads' });
});

afterAll(async () => {
  await client.close();
  await server.stop();
});

async function upload(name: string, body: Buffer, metadata?: Record<string, unknown>): Promise<ObjectId> {
  const stream = bucket.openUploadStream(name, { metadata });
  await pipeline(Readable.from([body]), stream);
  return stream.id;
}

async function download(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('a file of several megabytes round-trips byte for byte', async () => {
  const id = await upload('report.bin', data, { owner: 'finance' });
  const [file] = await bucket.find({ _id: id }).toArray();
  expect(file).toMatchObject({ length: data.length, chunkSize: 255 * 1024, filename: 'report.bin' });
  expect(await db.collection('uploads.chunks').countDocuments({ files_id: id })).toBe(
    Math.ceil(data.length / (255 * 1024)),
  );
  expect(sha256(await download(bucket.openDownloadStream(id)))).toBe(sha256(data));
  expect(sha256(await download(bucket.openDownloadStreamByName('report.bin')))).toBe(sha256(data));
});

test('start and end ranges read the requested bytes across chunk boundaries', async () => {
  const id = await upload('ranges.bin', data);
  for (const [start, end] of [
    [0, 10],
    [255 * 1024 - 5, 255 * 1024 + 5],
    [1_000_000, 3_000_000],
    [data.length - 100, data.length],
  ] as const) {
    const part = await download(bucket.openDownloadStream(id, { start, end }));
    expect(part.equals(data.subarray(start, end))).toBe(true);
  }
});

test('revisions by name, rename, find by metadata and delete', async () => {
  const first = await upload('notes.txt', Buffer.from('first'), { kind: 'note', team: 'a' });
  // Revisions are ordered by uploadDate: make the first one clearly older instead of waiting.
  await db.collection('uploads.files').updateOne({ _id: first }, { $set: { uploadDate: new Date(0) } });
  const latest = await upload('notes.txt', Buffer.from('second'), { kind: 'note', team: 'b' });
  expect((await download(bucket.openDownloadStreamByName('notes.txt'))).toString()).toBe('second');
  expect((await download(bucket.openDownloadStreamByName('notes.txt', { revision: 0 }))).toString()).toBe(
    'first',
  );

  const notes = await bucket.find({ 'metadata.kind': 'note' }, { sort: { uploadDate: 1 } }).toArray();
  expect(notes.map((f) => f.metadata?.team)).toEqual(['a', 'b']);

  await bucket.rename(latest, 'notes-v2.txt');
  expect((await download(bucket.openDownloadStreamByName('notes-v2.txt'))).toString()).toBe('second');

  await bucket.delete(latest);
  expect(await bucket.find({ _id: latest }).toArray()).toEqual([]);
  expect(await db.collection('uploads.chunks').countDocuments({ files_id: latest })).toBe(0);
  await expect(download(bucket.openDownloadStream(latest))).rejects.toThrow(/FileNotFound|not found/i);
  await expect(bucket.delete(latest)).rejects.toThrow(/File not found/i);
});

test('the bucket creates the indexes MongoDB drivers expect', async () => {
  const files = await db.collection('uploads.files').indexes();
  const chunks = await db.collection('uploads.chunks').indexes();
  expect(files.map((i) => i.key)).toContainEqual({ filename: 1, uploadDate: 1 });
  expect(chunks.find((i) => i.key.files_id === 1)).toMatchObject({
    key: { files_id: 1, n: 1 },
    unique: true,
  });
  // The unique chunk index guards against a chunk written twice.
  const [file] = await bucket.find().limit(1).toArray();
  await expect(
    db.collection('uploads.chunks').insertOne({ files_id: file!._id, n: 0, data: Buffer.alloc(1) }),
  ).rejects.toMatchObject({ code: 11000 });
});

test('an empty file and a chunk-sized file are stored and read back', async () => {
  const emptyId = await upload('empty.bin', Buffer.alloc(0));
  expect(await download(bucket.openDownloadStream(emptyId))).toEqual(Buffer.alloc(0));
  const exact = data.subarray(0, 255 * 1024);
  const exactId = await upload('exact.bin', exact);
  expect((await download(bucket.openDownloadStream(exactId))).equals(exact)).toBe(true);
});

test('an aborted upload leaves no chunks, and drop removes both collections', async () => {
  const stream = bucket.openUploadStream('aborted.bin');
  await new Promise<void>((resolve, reject) =>
    stream.write(data.subarray(0, 600 * 1024), (err) => (err ? reject(err) : resolve())),
  );
  await stream.abort();
  expect(await db.collection('uploads.chunks').countDocuments({ files_id: stream.id })).toBe(0);
  expect(await bucket.find({ filename: 'aborted.bin' }).toArray()).toEqual([]);

  await bucket.drop();
  const names = (await db.listCollections().toArray()).map((c) => c.name);
  expect(names).not.toContain('uploads.files');
  expect(names).not.toContain('uploads.chunks');
});
