import { createHash } from 'node:crypto';
import { createWriteStream, promises as fsp } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { BSON, EJSON } from 'bson';
import type { mongo } from 'mongoose';
import tar from 'tar-stream';
import { encryptStream } from './archive-cipher';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  archiveName,
  MANIFEST_FILE,
  MEDIA_BUCKET,
  PART_BYTES,
  type CollectionEntry,
  type Manifest,
  type MediaEntry,
} from './archive-format';
import { signatureEntry, SIGNATURE_FILE } from './archive-signature';
import { BackupRefusal } from './backup-refusal';

export interface BackupSource {
  client: MongoClient;
  dbName: string;
}

export interface BackupOptions {
  /** Folder the archive is written to (created when missing). */
  dir: string;
  /** BACKUP_KEY: the archive is encrypted with it when set. */
  key?: string;
  /**
   * TWO_FACTOR_KEY: a plain archive (no BACKUP_KEY) is authenticated with it (archive-signature.ts); needed
   * then, so no unauthenticated archive is ever written.
   */
  authKey?: string;
  /** When the archive is named as taken (the app's clock in scheduled backups). */
  now?: () => Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  durationMs: number;
  manifest: Manifest;
}

type MongoClient = mongo.MongoClient;
type ClientSession = mongo.ClientSession;
type Db = mongo.Db;
type Document = mongo.Document;

interface StoredFile {
  _id: unknown;
  filename: string;
  length: number;
  chunkSize: number;
}

/**
 * Writes one archive of the whole database: every collection with its indexes, the media library's files
 * (GridFS bucket `media`) and a manifest with counts and SHA-256 checksums, as a tar stream, gzipped,
 * encrypted when a key is given. On a replica set (the embedded server is one) every read is a snapshot
 * read at one cluster time, so writes going on meanwhile are either wholly in it or not at all. The file
 * appears under its final name only once complete.
 */
export async function createBackup(source: BackupSource, options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const createdAt = (options.now ?? (() => new Date()))();
  if (!options.key && !options.authKey)
    throw new BackupRefusal('a plain archive (no BACKUP_KEY) needs TWO_FACTOR_KEY to authenticate it');
  await fsp.mkdir(options.dir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dir, archiveName(createdAt, Boolean(options.key)));
  const partial = `${file}.partial`;

  const pack = tar.pack();
  const written = pipeline([
    Readable.from(pack),
    // Level 1: media (most of the bytes) do not compress, and documents lose only a few percent to level 6.
    createGzip({ level: 1 }),
    ...(options.key ? [encryptStream(options.key)] : []),
    createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
  ]);
  const db = source.client.db(source.dbName);
  const session = (await supportsSnapshots(db)) ? source.client.startSession({ snapshot: true }) : undefined;
  try {
    const manifest = await writeEntries(
      pack,
      db,
      session,
      createdAt,
      options.key ? undefined : options.authKey,
    );
    pack.finalize();
    await written;
    await fsp.rename(partial, file);
    const { size } = await fsp.stat(file);
    return { file, bytes: size, durationMs: performance.now() - started, manifest };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    await fsp.rm(partial, { force: true });
    throw error;
  } finally {
    await session?.endSession();
  }
}

/** Snapshot reads need a replica set or a sharded cluster (MongoDB 5.0+); a standalone has none. */
async function supportsSnapshots(db: Db): Promise<boolean> {
  const hello = await db.admin().command({ hello: 1 });
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}

async function writeEntries(
  pack: tar.Pack,
  db: Db,
  session: ClientSession | undefined,
  createdAt: Date,
  authKey: string | undefined,
): Promise<Manifest> {
  const filesName = `${MEDIA_BUCKET}.files`;
  const chunksName = `${MEDIA_BUCKET}.chunks`;
  // Listing collections is not a snapshot read (MongoDB refuses it in one); the first find fixes the moment.
  const listed = (await db.listCollections({}, { nameOnly: false }).toArray())
    .filter((info) => info.type !== 'view' && !info.name.startsWith('system.'))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  const snapshotTime = session && listed[0] ? await fixMoment(db, session, listed[0].name) : undefined;

  const collections: CollectionEntry[] = [];
  let mediaFiles: StoredFile[] = [];
  for (const info of listed) {
    const entry: CollectionEntry = {
      name: info.name,
      count: 0,
      indexes: await indexesOf(db, info.name),
      parts: [],
    };
    if (info.options && Object.keys(info.options as Document).length > 0)
      entry.options = info.options as Document;
    collections.push(entry);
    if (info.name === chunksName) continue;
    const keep = info.name === filesName ? (doc: Document) => mediaFiles.push(doc as StoredFile) : undefined;
    await writeCollection(pack, db, session, entry, keep);
  }

  const media: MediaEntry[] = [];
  mediaFiles = mediaFiles.sort((a, b) => (a.filename < b.filename ? -1 : 1));
  for (const [index, stored] of mediaFiles.entries()) {
    media.push(await writeMediaFile(pack, db, session, stored, `media/${String(index).padStart(6, '0')}`));
  }
  const chunks = collections.find((entry) => entry.name === chunksName);
  if (chunks) chunks.count = media.reduce((sum, file) => sum + Math.ceil(file.length / file.chunkSize), 0);

  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: createdAt.toISOString(),
    database: db.databaseName,
    consistency: snapshotTime ? 'snapshot' : 'none',
    ...(snapshotTime ? { snapshotTime } : {}),
    collections,
    media: { bucket: MEDIA_BUCKET, files: media },
  };
  const manifestBytes = Buffer.from(EJSON.stringify(manifest, undefined, 2, { relaxed: true }));
  await addEntry(pack, MANIFEST_FILE, manifestBytes);
  if (authKey) await addEntry(pack, SIGNATURE_FILE, signatureEntry(manifestBytes, authKey));
  return manifest;
}

/** The first snapshot read: the cluster time it answers is the moment every later read sees. */
async function fixMoment(
  db: Db,
  session: ClientSession,
  collection: string,
): Promise<{ t: number; i: number }> {
  const reply = await db.command({ find: collection, limit: 1, singleBatch: true }, { session });
  const time = (reply.cursor as Document | undefined)?.atClusterTime as { t: number; i: number } | undefined;
  if (!time) throw new BackupRefusal('the database did not answer a snapshot read with its cluster time');
  return { t: time.t, i: time.i };
}

async function indexesOf(db: Db, collection: string): Promise<Document[]> {
  const indexes = await db.collection(collection).listIndexes().toArray();
  return indexes.filter((index) => index.name !== '_id_').map(({ v: _v, ns: _ns, ...spec }) => spec);
}

/** The collection's documents as they are stored (raw BSON), in parts of about PART_BYTES. */
async function writeCollection(
  pack: tar.Pack,
  db: Db,
  session: ClientSession | undefined,
  entry: CollectionEntry,
  keep?: (doc: Document) => void,
): Promise<void> {
  let buffers: Buffer[] = [];
  let bytes = 0;
  const flush = async () => {
    const data = Buffer.concat(buffers, bytes);
    const file = `collections/${encodeURIComponent(entry.name)}/${String(entry.parts.length).padStart(4, '0')}.bson`;
    await addEntry(pack, file, data);
    entry.parts.push({ file, count: buffers.length, bytes, sha256: sha256(data) });
    buffers = [];
    bytes = 0;
  };
  const cursor = db
    .collection(entry.name)
    .find({}, { session, raw: true, sort: { _id: 1 }, batchSize: 1000 });
  for await (const raw of cursor) {
    // The driver's raw documents may share a pooled buffer: copy each one.
    const doc = Buffer.from(raw as unknown as Uint8Array);
    keep?.(BSON.deserialize(doc));
    buffers.push(doc);
    bytes += doc.length;
    entry.count += 1;
    if (bytes >= PART_BYTES) await flush();
  }
  if (buffers.length > 0) await flush();
}

async function writeMediaFile(
  pack: tar.Pack,
  db: Db,
  session: ClientSession | undefined,
  stored: StoredFile,
  file: string,
): Promise<MediaEntry> {
  const hash = createHash('sha256');
  let bytes = 0;
  let expected = 0;
  const sink = pack.entry({ name: file, size: stored.length, mode: 0o600 });
  const done = new Promise<void>((resolve, reject) => {
    sink.once('error', reject);
    sink.once('close', () => resolve());
  });
  const chunks = db
    .collection(`${MEDIA_BUCKET}.chunks`)
    .find({ files_id: stored._id }, { session, sort: { n: 1 }, batchSize: 16 });
  for await (const chunk of chunks) {
    if (chunk.n !== expected) break;
    const data = Buffer.from((chunk.data as { buffer: Uint8Array }).buffer);
    hash.update(data);
    bytes += data.length;
    expected += 1;
    if (!sink.write(data)) await new Promise<void>((resolve) => sink.once('drain', () => resolve()));
  }
  if (bytes !== stored.length) {
    sink.destroy(new Error('incomplete media file'));
    throw new BackupRefusal(
      `the media file ${stored.filename} is incomplete in the database (${bytes} of ${stored.length} bytes in its chunks)`,
    );
  }
  sink.end(undefined);
  await done;
  return {
    id: stored._id,
    filename: stored.filename,
    file,
    length: stored.length,
    chunkSize: stored.chunkSize,
    sha256: hash.digest('hex'),
  };
}

function addEntry(pack: tar.Pack, name: string, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: data.length, mode: 0o600 }, data, (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
