import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Document } from 'bson';
import { DataDamagedError } from '../data-damaged-error';
import { DocumentCache } from '../document-cache';
import type { IndexSpec } from '../index-definition';
import { Connection } from '../sqlite/connection';
import { LatestStore } from '../sqlite/latest-store';
import { createSchema, loadCatalog, readMeta, writeMeta } from '../sqlite/schema';
import { JOURNAL_FILE, SNAPSHOT, SNAPSHOT_TMP, fsyncPath, journalName } from './journal-files';
import { isTornTailOf, streamRecords, type StreamedFile } from './record-file';

/** One record of the journal format (what `put`, `del` and the others did, in order). */
type JournalRecord =
  | { op: 'create'; db: string; coll: string }
  | { op: 'drop'; db: string; coll: string }
  | { op: 'dropDb'; db: string }
  | { op: 'index'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'del'; db: string; coll: string; id: unknown }
  | { op: 'txn'; ops: JournalRecord[] };

/** Records replayed per SQLite transaction while converting, at most (and at most this many bytes of them). */
const RECORDS_PER_UNIT = 2000;
const BYTES_PER_UNIT = 16 * 1024 * 1024;

/** The folder's journal-format files (a snapshot, journals), if it still has any. */
export function journalFormatFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter(
    (name) => name === SNAPSHOT || name === SNAPSHOT_TMP || JOURNAL_FILE.test(name),
  );
}

export interface UpgradeResult {
  /** Where the journal-format files were moved, unchanged. */
  keptIn: string;
  records: number;
  durationMs: number;
}

/**
 * Converts a data folder written in the journal format (snapshot.bson and its journal) to the SQLite
 * database `file`: every record is replayed, in order, into a new database built beside it
 * (`<file>.upgrading`), which is moved into place only once complete; the old files are then moved,
 * unchanged, into `journal-format-<time>/`. A crash at any point leaves either the old files (the next
 * start converts again) or the new database (the next start finishes moving the old files aside).
 * Damage other than an unfinished last write stops the conversion with a DataDamagedError, changing nothing.
 */
export async function upgradeJournalFolder(dir: string, file: string): Promise<UpgradeResult | undefined> {
  const legacy = journalFormatFiles(dir);
  if (legacy.length === 0) return undefined;
  if (existsSync(file)) {
    // Converted, then stopped before the old files were moved: finish that.
    const conn = new Connection(file, { cacheBytes: 1024 * 1024, synchronous: 'FULL' });
    try {
      if (!readMeta(conn, 'upgradedFrom'))
        throw new Error(
          `embedded-mongo: ${dir} holds both a database (${path.basename(file)}) and journal-format files (${legacy.join(', ')}); move one of them out of the folder`,
        );
    } finally {
      conn.close();
    }
    return { keptIn: await keepAside(dir, legacy), records: 0, durationMs: 0 };
  }
  const started = performance.now();
  const building = `${file}.upgrading`;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true });
  const conn = new Connection(building, { cacheBytes: 32 * 1024 * 1024, synchronous: 'OFF' });
  let records = 0;
  let generation = 0;
  try {
    createSchema(conn);
    const store = new LatestStore(conn, loadCatalog(conn, new Map()), new DocumentCache(4 * 1024 * 1024), {
      committed: () => undefined,
      durable: () => Promise.resolve(),
      refusal: () => undefined,
    });
    const replay = (source: string, skipHeader: boolean): StreamedFile => {
      const stream = streamRecords(source);
      let pending: JournalRecord[] = [];
      let pendingBytes = 0;
      const flush = () => {
        const batch = pending;
        pending = [];
        pendingBytes = 0;
        store.batch(() => batch.forEach((record) => apply(store, record)));
      };
      let first = skipHeader;
      for (;;) {
        const next = stream.next();
        if (next.done) {
          flush();
          return next.value;
        }
        if (first) {
          first = false;
          generation = Number(next.value.record.generation ?? 0);
          continue;
        }
        pending.push(next.value.record as JournalRecord);
        pendingBytes += next.value.bytes;
        records += 1;
        if (pending.length >= RECORDS_PER_UNIT || pendingBytes >= BYTES_PER_UNIT) flush();
      }
    };
    const snapshot = path.join(dir, SNAPSHOT);
    if (existsSync(snapshot)) {
      const read = replay(snapshot, true);
      // Snapshots were renamed into place only once complete, so any damage in one is real damage.
      if (read.end < read.size) throw new DataDamagedError(snapshot, `at byte ${read.end}`, dir);
    }
    const journal = path.join(dir, journalName(generation));
    if (existsSync(journal)) {
      const read = replay(journal, false);
      // An unfinished last write was never acknowledged: it is left out (and kept in the old file).
      if (read.end < read.size && !isTornTailOf(journal, read.end))
        throw new DataDamagedError(journal, `at byte ${read.end}`, dir);
    }
    writeMeta(
      conn,
      'upgradedFrom',
      JSON.stringify({ format: 'journal', generation, records, at: new Date().toISOString() }),
    );
    conn.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } catch (error) {
    conn.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${building}${suffix}`, { force: true });
    throw error;
  }
  conn.close();
  await fsyncPath(building);
  renameSync(building, file);
  await fsyncPath(dir);
  const keptIn = await keepAside(dir, legacy);
  return { keptIn, records, durationMs: performance.now() - started };
}

/** Moves the journal-format files, unchanged, into a folder of their own inside the data folder. */
async function keepAside(dir: string, files: string[]): Promise<string> {
  const keptIn = path.join(dir, `journal-format-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(keptIn);
  for (const name of files) renameSync(path.join(dir, name), path.join(keptIn, name));
  await fsyncPath(keptIn);
  await fsyncPath(dir);
  return keptIn;
}

/** Replays one record as the journal format's own loader did: what was accepted then is stored as it was. */
function apply(store: LatestStore, record: JournalRecord): void {
  switch (record.op) {
    case 'create':
      store.ensure(record.db, record.coll);
      return;
    case 'drop':
      store.drop(record.db, record.coll);
      return;
    case 'dropDb':
      store.dropDatabase(record.db);
      return;
    case 'index': {
      const { collection } = store.ensure(record.db, record.coll);
      if (!collection.index(record.spec.name)) store.createIndex(collection, record.spec);
      return;
    }
    case 'dropIndex': {
      const collection = store.get(record.db, record.coll);
      if (collection) store.dropIndex(collection, record.name);
      return;
    }
    case 'put':
      store.restore(store.ensure(record.db, record.coll).collection, record.doc);
      return;
    case 'del': {
      const collection = store.get(record.db, record.coll);
      if (collection) store.restoreDelete(collection, record.id);
      return;
    }
    case 'txn':
      for (const op of record.ops) apply(store, op);
      return;
  }
}
