import { createHash } from 'node:crypto';
import { Binary, BSON, ObjectId, type Document } from 'bson';
import type { mongo } from 'mongoose';
import type { Manifest, MediaEntry } from './archive-format';
import { BackupRefusal } from './backup-refusal';
import type { BackupSource } from './create-backup';
import { readArchive } from './read-archive';
import { countDocuments, verifyArchive, type ArchiveAuthentication } from './verify-archive';

export interface RestoreOptions extends ArchiveAuthentication {
  file: string;
  /** BACKUP_KEY, for an encrypted archive. */
  key?: string;
  /** Replace what a non-empty database holds (its collections are dropped first). */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  documents: number;
  mediaFiles: number;
  /** Documents the database held before (dropped with force). */
  replacedDocuments: number;
  durationMs: number;
}

const INSERT_BATCH = 1000;
/** Chunks per insert: about 4 MB at GridFS's default 255 KiB chunks. */
const CHUNK_BATCH = 16;

/**
 * Restores an archive into the database: first the whole archive is read and checked against its manifest
 * (key, every checksum and count) and the database is checked to be empty, all before anything is written;
 * then the collections, their documents exactly as stored, the media files' chunks and the indexes.
 */
export async function restoreBackup(target: BackupSource, options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  const manifest = await verifyArchive(options.file, options.key, options);
  const db = target.client.db(target.dbName);
  const present = await contentOf(db);
  if (present.documents > 0 && !options.force) {
    throw new BackupRefusal(
      `the database "${db.databaseName}" is not empty (${present.documents} documents in ${present.collections.length} collections): restore into an empty database, or add --force to replace what it holds`,
    );
  }
  for (const name of present.collections) await db.collection(name).drop();

  const partOf = new Map<string, string>();
  for (const collection of manifest.collections) {
    await db.createCollection(collection.name, collection.options ?? {});
    for (const part of collection.parts) partOf.set(part.file, collection.name);
  }
  const mediaOf = new Map<string, MediaEntry>(manifest.media.files.map((file) => [file.file, file]));
  let documents = 0;
  await readArchive(options.file, options.key, async (name, content) => {
    const hash = createHash('sha256');
    const collection = partOf.get(name);
    const media = mediaOf.get(name);
    if (collection) {
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk);
      const data = Buffer.concat(chunks);
      hash.update(data);
      const expected = manifest.collections.find((entry) => entry.name === collection)!;
      assertUnchanged(name, hash.digest('hex'), expected.parts.find((part) => part.file === name)!.sha256);
      documents += await insertPart(db.collection(collection), name, data);
    } else if (media) {
      await insertMedia(db.collection(`${manifest.media.bucket}.chunks`), media, content, hash);
    } else {
      for await (const _chunk of content); // the manifest, read already
    }
  });
  for (const collection of manifest.collections) {
    if (collection.indexes.length > 0)
      await db.collection(collection.name).createIndexes(collection.indexes as mongo.IndexDescription[]);
  }
  return {
    manifest,
    documents,
    mediaFiles: manifest.media.files.length,
    replacedDocuments: present.documents,
    durationMs: performance.now() - started,
  };
}

async function contentOf(db: mongo.Db): Promise<{ collections: string[]; documents: number }> {
  const collections = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((info) => info.name)
    .filter((name) => !name.startsWith('system.'));
  let documents = 0;
  for (const name of collections) documents += await db.collection(name).estimatedDocumentCount();
  return { collections, documents };
}

/** Documents exactly as they were stored: numbers keep their BSON types (int32, int64, double). */
async function insertPart(collection: mongo.Collection, name: string, data: Buffer): Promise<number> {
  const total = countDocuments(name, data);
  let batch: Document[] = [];
  for (let offset = 0; offset < data.length;) {
    const length = data.readInt32LE(offset);
    batch.push(
      BSON.deserialize(data.subarray(offset, offset + length), { promoteValues: false, bsonRegExp: true }),
    );
    offset += length;
    if (batch.length === INSERT_BATCH) {
      await collection.insertMany(batch, { ordered: true });
      batch = [];
    }
  }
  if (batch.length > 0) await collection.insertMany(batch, { ordered: true });
  return total;
}

/** A media file's bytes back into GridFS chunks of its own chunk size, under its own file id. */
async function insertMedia(
  chunks: mongo.Collection,
  media: MediaEntry,
  content: AsyncIterable<Buffer>,
  hash: ReturnType<typeof createHash>,
): Promise<void> {
  const filesId = media.id;
  let n = 0;
  let batch: Document[] = [];
  const take = async (data: Buffer) => {
    batch.push({ _id: new ObjectId(), files_id: filesId, n: n++, data: new Binary(data) });
    if (batch.length === CHUNK_BATCH) {
      await chunks.insertMany(batch, { ordered: true });
      batch = [];
    }
  };
  // Pieces are joined once per GridFS chunk, not once per piece read.
  let pieces: Buffer[] = [];
  let buffered = 0;
  for await (const piece of content) {
    hash.update(piece);
    pieces.push(piece);
    buffered += piece.length;
    if (buffered < media.chunkSize) continue;
    let joined = Buffer.concat(pieces, buffered);
    while (joined.length >= media.chunkSize) {
      await take(joined.subarray(0, media.chunkSize));
      joined = joined.subarray(media.chunkSize);
    }
    pieces = joined.length > 0 ? [joined] : [];
    buffered = joined.length;
  }
  const pending = Buffer.concat(pieces, buffered);
  if (pending.length > 0) await take(pending);
  if (batch.length > 0) await chunks.insertMany(batch, { ordered: true });
  assertUnchanged(media.file, hash.digest('hex'), media.sha256);
}

/** The archive was checked before writing; a difference now means the file changed since. */
function assertUnchanged(file: string, actual: string, expected: string): void {
  if (actual !== expected)
    throw new BackupRefusal(
      `${file} changed while it was being restored: the database is partly restored; restore again with --force`,
    );
}
