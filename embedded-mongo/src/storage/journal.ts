import { promises as fsp } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync, truncateSync, unlinkSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Catalog, JournalRecord, JournalSink } from './catalog';
import { DataDamagedError } from './data-damaged-error';
import { DirLock } from './dir-lock';
import { decodeRecords, encodeRecord } from './record-file';

export const SNAPSHOT = 'snapshot.bson';
const SNAPSHOT_TMP = 'snapshot.bson.tmp';
export const journalName = (generation: number): string => `journal-${generation}.log`;

interface Waiter {
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Append-only journal with group commit: records appended while a flush is in flight are
 * written and fdatasync'ed together in the next one. Every `compactEvery` records the whole
 * catalog is written to a snapshot (write tmp, fsync, rename) and a fresh journal generation starts.
 */
export class Journal implements JournalSink {
  private pending: Buffer[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;

  private constructor(
    private readonly dir: string,
    private generation: number,
    private file: FileHandle,
    private recordsInJournal: number,
    private readonly compactEvery: number,
    private readonly catalog: Catalog,
    private readonly lock: DirLock,
  ) {}

  /**
   * Locks `dir`, loads snapshot + journal into `catalog` and attaches itself for new writes.
   * A torn journal tail (an unacknowledged write cut by a crash) is trimmed; any other damage
   * stops the start with a DataDamagedError and changes nothing on disk.
   */
  static async open(dir: string, catalog: Catalog, compactEvery: number): Promise<Journal> {
    mkdirSync(dir, { recursive: true });
    const lock = DirLock.acquire(dir);
    try {
      const { generation, recordsInJournal } = load(dir, catalog);
      const file = await fsp.open(path.join(dir, journalName(generation)), 'a');
      const journal = new Journal(dir, generation, file, recordsInJournal, compactEvery, catalog, lock);
      catalog.attach(journal);
      return journal;
    } catch (err) {
      lock.release();
      throw err;
    }
  }

  /** Records where the server listens in the data directory's lock file. */
  recordAddress(address: string): void {
    this.lock.recordAddress(address);
  }

  append(record: JournalRecord): void {
    this.pending.push(encodeRecord(record));
  }

  /** Resolves once everything appended so far is on disk. */
  commit(): Promise<void> {
    if (this.pending.length === 0) return this.flushing ?? Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.flushing ??= this.flushLoop();
    return done;
  }

  async close(): Promise<void> {
    await this.commit().catch(() => undefined);
    await this.flushing;
    await this.file.close();
    this.lock.release();
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending;
      const waiters = this.waiters;
      this.pending = [];
      this.waiters = [];
      try {
        if (this.recordsInJournal + batch.length >= this.compactEvery) {
          await this.compact();
        } else {
          await this.file.write(Buffer.concat(batch));
          await this.file.datasync();
          this.recordsInJournal += batch.length;
        }
        for (const w of waiters) w.resolve();
      } catch (err) {
        for (const w of waiters) w.reject(err);
      }
    }
    this.flushing = undefined;
  }

  /**
   * The catalog already contains the batch being flushed, so the snapshot taken here covers it
   * and the batch never needs to reach the old journal.
   */
  private async compact(): Promise<void> {
    const next = this.generation + 1;
    const frames = [encodeRecord({ generation: next })];
    for (const record of this.catalog.dump()) frames.push(encodeRecord(record));
    const tmpPath = path.join(this.dir, SNAPSHOT_TMP);
    const tmp = await fsp.open(tmpPath, 'w');
    try {
      await tmp.write(Buffer.concat(frames));
      await tmp.sync();
    } finally {
      await tmp.close();
    }
    await fsp.rename(tmpPath, path.join(this.dir, SNAPSHOT));
    const nextFile = await fsp.open(path.join(this.dir, journalName(next)), 'a');
    await fsyncPath(this.dir);
    const oldPath = path.join(this.dir, journalName(this.generation));
    await this.file.close();
    this.file = nextFile;
    this.generation = next;
    this.recordsInJournal = 0;
    await fsp.unlink(oldPath);
  }
}

function load(dir: string, catalog: Catalog): { generation: number; recordsInJournal: number } {
  let generation = 0;
  const snapshotPath = path.join(dir, SNAPSHOT);
  if (existsSync(snapshotPath)) {
    const data = readFileSync(snapshotPath);
    const { records, damage } = decodeRecords(data);
    // Snapshots are renamed into place only once complete, so any damage here is real damage.
    if (damage) throw new DataDamagedError(snapshotPath, damage.offset, dir);
    const [meta, ...rest] = records;
    generation = Number(meta?.generation ?? 0);
    for (const record of rest) catalog.apply(record as JournalRecord);
  }
  const journalPath = path.join(dir, journalName(generation));
  let recordsInJournal = 0;
  if (existsSync(journalPath)) {
    const data = readFileSync(journalPath);
    const { records, validLength, damage } = decodeRecords(data);
    if (damage && !damage.tornTail) throw new DataDamagedError(journalPath, damage.offset, dir);
    for (const record of records) catalog.apply(record as JournalRecord);
    if (damage) truncateSync(journalPath, validLength);
    recordsInJournal = records.length;
  }
  for (const name of readdirSync(dir)) {
    if (name === SNAPSHOT_TMP || (/^journal-\d+\.log$/.test(name) && name !== journalName(generation))) {
      unlinkSync(path.join(dir, name));
    }
  }
  return { generation, recordsInJournal };
}

/** Flushes a file, or a directory's entries (a rename or a new file), to the disk. */
export async function fsyncPath(file: string): Promise<void> {
  const handle = await fsp.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
