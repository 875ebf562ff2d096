import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import fsp, { type FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataDamagedError } from '../data-damaged-error';
import { DirLock } from '../dir-lock';
import { DocumentCache } from '../document-cache';
import type { IndexDefinition } from '../index-definition';
import { upgradeJournalFolder, type UpgradeResult } from '../legacy/upgrade';
import { Connection } from './connection';
import { LatestStore } from './latest-store';
import { checkInWorker, type CheckResult } from './integrity-check';
import { createSchema, FORMAT_VERSION, loadCatalog, readMeta } from './schema';
import { SnapshotStore } from './snapshot-store';

/** The database file in a data folder (beside it SQLite keeps `-wal` and `-shm`). */
export const DATABASE_FILE = 'embedded-mongo.sqlite';
/**
 * The default memory for caches: SQLite's page cache and the decoded-document cache together. The operating
 * system caches the file's pages as well, outside the process: this is what saves reading them again.
 */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;
/** The share of the cache budget that goes to SQLite's pages; the rest holds decoded documents. */
const PAGE_CACHE_SHARE = 0.75;
/** Each snapshot or transaction reads through a connection of its own, with a small page cache. */
const READER_CACHE_BYTES = 2 * 1024 * 1024;
/** Idle reader connections kept for the next snapshot. */
const IDLE_READERS = 4;
/** Once a checkpoint has copied the WAL into the database, the WAL file is cut back to this size. */
const WAL_SIZE_LIMIT = 64 * 1024 * 1024;
/**
 * A database up to this size is checked before the server starts (SQLite checks about a gigabyte a second);
 * a larger one right after, in a worker thread, so that it starts in seconds whatever its size.
 */
export const CHECK_BEFORE_START_BYTES = 256 * 1024 * 1024;

export interface EngineOptions {
  /** The data folder; undefined: a throwaway folder, deleted at close (nothing survives a restart). */
  dataDir?: string;
  /** Memory for caches, in bytes (default DEFAULT_CACHE_BYTES). */
  cacheBytes?: number;
  /** Databases larger than this are checked after the start, in the background (CHECK_BEFORE_START_BYTES). */
  checkBeforeStartBytes?: number;
}

/** What the start-up's integrity check found: nothing, damage (writes are then refused), or no answer. */
export interface IntegrityReport {
  /** The check ran after the start, in the background (the database is over the size checked first). */
  inBackground: boolean;
  problems: string[];
  failure?: string;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * The SQLite engine behind the storage interface: one database file in WAL mode, the writer's connection
 * with the latest data (`latest`), reader connections for snapshots, and durability.
 *
 * Durability: `synchronous = NORMAL` commits a write unit to the WAL (the OS's page cache) without waiting
 * for the disk, and the engine then flushes the WAL file with one `fdatasync` (run off the event loop)
 * before the writes are acknowledged. Commits made while a flush runs share the next one (group commit).
 * An acknowledged write is in the WAL on disk: it survives `kill -9` and power loss; a crash before the
 * flush loses only unacknowledged writes, and SQLite's checksummed WAL frames make recovery ignore a torn
 * tail. Checkpoints (WAL into the database file) are SQLite's own, which syncs both files around them.
 */
export class SqliteEngine {
  readonly latest: LatestStore;
  private readonly readers: Connection[] = [];
  private unsynced = false;
  private waiters: Waiter[] = [];
  private syncing: Promise<void> | undefined;
  private wal: FileHandle | undefined;
  private closed = false;
  /** Set when this start converted the folder from the journal format. */
  upgraded: UpgradeResult | undefined;
  /** The start-up integrity check's report (settled at once when it ran before the start). */
  integrity: Promise<IntegrityReport> = Promise.resolve({ inBackground: false, problems: [] });
  /** Set when the background check found damage: every write is refused from then on. */
  private damage: DataDamagedError | undefined;
  private backgroundCheck: { stop(): Promise<void> } | undefined;

  private constructor(
    readonly dir: string,
    readonly file: string,
    private readonly main: Connection,
    private readonly definitions: Map<number, IndexDefinition>,
    private readonly lock: DirLock | undefined,
    private readonly durable: boolean,
    cacheBytes: number,
  ) {
    this.latest = new LatestStore(
      main,
      loadCatalog(main, definitions),
      new DocumentCache(Math.round(cacheBytes * (1 - PAGE_CACHE_SHARE))),
      {
        committed: () => (this.unsynced = true),
        durable: () => this.flush(),
        refusal: () => this.damage,
      },
    );
  }

  /**
   * Locks the data folder, converts it from the journal format of earlier versions if needed, checks the
   * database with SQLite's integrity check and opens it. Damage stops the start with a DataDamagedError and
   * changes nothing.
   */
  static async open(options: EngineOptions = {}): Promise<SqliteEngine> {
    const cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
    const durable = options.dataDir !== undefined;
    const dir = options.dataDir
      ? path.resolve(options.dataDir)
      : mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-'));
    mkdirSync(dir, { recursive: true });
    const lock = durable ? DirLock.acquire(dir) : undefined;
    const file = path.join(dir, DATABASE_FILE);
    let main: Connection | undefined;
    try {
      const upgraded = durable ? await upgradeJournalFolder(dir, file) : undefined;
      const existed = existsSync(file) && !upgraded?.records;
      const size = existed ? statSync(file).size + walSize(file) : 0;
      const inBackground = size > (options.checkBeforeStartBytes ?? CHECK_BEFORE_START_BYTES);
      main = openMain(file, dir, cacheBytes, durable);
      if (existed && !inBackground) checkIntegrity(main, file, dir);
      createSchema(main);
      const format = Number(readMeta(main, 'format'));
      if (format !== FORMAT_VERSION)
        throw new Error(
          `embedded-mongo: ${file} has format ${format}; this version reads format ${FORMAT_VERSION}`,
        );
      main.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT}`);
      const engine = new SqliteEngine(dir, file, main, new Map(), lock, durable, cacheBytes);
      engine.upgraded = upgraded;
      if (existed && inBackground) engine.checkInBackground();
      return engine;
    } catch (error) {
      main?.close();
      lock?.release();
      if (!durable) rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * The start-up check of a large database, run after the start. Damage found makes the database refuse
   * every write from then on (with the same message a start refused for damage gives): the server keeps
   * answering reads of what it can read until it is stopped and repaired.
   */
  private checkInBackground(): void {
    const check = checkInWorker(this.file);
    this.backgroundCheck = check;
    this.integrity = check.result.then((result: CheckResult) => {
      this.backgroundCheck = undefined;
      if (result.problems.length > 0)
        this.damage = new DataDamagedError(
          this.file,
          `(SQLite's integrity check: ${result.problems.join('; ')})`,
          this.dir,
        );
      return { inBackground: true, ...result };
    });
  }

  /** Records where the server listens in the data folder's lock file. */
  recordAddress(address: string): void {
    this.lock?.recordAddress(address);
  }

  /** A read-only view of the data as it is now, until `close()`d. */
  snapshot(): SnapshotStore {
    if (this.closed) throw new Error('embedded-mongo: the engine is closed');
    const conn =
      this.readers.pop() ??
      new Connection(this.file, {
        cacheBytes: READER_CACHE_BYTES,
        synchronous: this.durable ? 'NORMAL' : 'OFF',
      });
    return SnapshotStore.begin(conn, this.definitions, this.latest.changes, {
      release: (released) => {
        if (this.closed || this.readers.length >= IDLE_READERS) released.close();
        else this.readers.push(released);
      },
    });
  }

  /** Waits for writes to be durable, then closes every connection and releases the folder. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.flush().catch(() => undefined);
    this.closed = true;
    await this.backgroundCheck?.stop();
    for (const reader of this.readers.splice(0)) reader.close();
    await this.wal?.close().catch(() => undefined);
    // The last connection to close checkpoints the WAL into the database file and removes it.
    this.main.close();
    this.lock?.release();
    if (!this.durable) rmSync(this.dir, { recursive: true, force: true });
  }

  /** Resolves once everything committed so far is on disk (one fdatasync of the WAL for many commits). */
  private flush(): Promise<void> {
    if (!this.durable) return Promise.resolve();
    if (!this.unsynced) return this.syncing ?? Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.syncing ??= this.syncLoop();
    return done;
  }

  private async syncLoop(): Promise<void> {
    while (this.unsynced) {
      this.unsynced = false;
      const waiters = this.waiters;
      this.waiters = [];
      try {
        const wal = (this.wal ??= await fsp.open(`${this.file}-wal`, 'r+'));
        await wal.datasync();
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.syncing = undefined;
  }
}

function openMain(file: string, dir: string, cacheBytes: number, durable: boolean): Connection {
  try {
    return new Connection(file, {
      cacheBytes: Math.round(cacheBytes * PAGE_CACHE_SHARE),
      synchronous: durable ? 'NORMAL' : 'OFF',
    });
  } catch (error) {
    throw damaged(file, dir, error);
  }
}

/** SQLite's own check of every page, B-tree and index of the file. */
function checkIntegrity(main: Connection, file: string, dir: string): void {
  let problems: string[];
  try {
    problems = main
      .all<{ quick_check: string }>('PRAGMA quick_check(10)')
      .map((row) => row.quick_check)
      .filter((line) => line !== 'ok');
  } catch (error) {
    problems = [error instanceof Error ? error.message : String(error)];
  }
  if (problems.length > 0)
    throw new DataDamagedError(file, `(SQLite's integrity check: ${problems.join('; ')})`, dir);
}

function walSize(file: string): number {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}

function damaged(file: string, dir: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (/malformed|not a database|corrupt/i.test(message))
    return new DataDamagedError(file, `(SQLite: ${message})`, dir);
  return error instanceof Error ? error : new Error(message);
}
