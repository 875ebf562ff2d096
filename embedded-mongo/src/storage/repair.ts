import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DirLock } from './dir-lock';
import { DocumentCache } from './document-cache';
import { fsyncPath } from './legacy/journal-files';
import { repairJournalFiles } from './legacy/repair';
import { journalFormatFiles } from './legacy/upgrade';
import { decodeDocument, type RawRow } from './sqlite/collection-table';
import { Connection } from './sqlite/connection';
import { DATABASE_FILE } from './sqlite/engine';
import { LatestStore } from './sqlite/latest-store';
import { collectionTable, createSchema, loadCatalog, type CollectionMeta } from './sqlite/schema';

export interface RepairedFile {
  file: string;
  /** The untouched copy of the damaged file. */
  backup: string;
  /** Documents (or journal records) kept. */
  kept: number;
  /** What could not be read back, one line each. */
  lost: string[];
}

/** Rows read at a time while salvaging a table. */
const SALVAGE_CHUNK = 200;

/**
 * Repairs a data folder whose server is stopped. The database is checked with SQLite's integrity check and
 * every document's checksum; when anything is damaged, the files are first copied aside
 * (`<name>.damaged-<time>`), then a new database is built from every document that can still be read, table
 * by table (an unreadable stretch of a table is skipped, and named in the report), with every index rebuilt
 * from the documents: a damaged index loses nothing. Documents in a damaged stretch are gone; the copy keeps
 * the original bytes. A folder still in the journal format has its journal files repaired instead.
 */
export async function repairDataDir(dir: string): Promise<RepairedFile[]> {
  const folder = path.resolve(dir);
  const lock = DirLock.acquire(folder);
  try {
    const file = path.join(folder, DATABASE_FILE);
    if (!existsSync(file))
      return journalFormatFiles(folder).length > 0 ? await repairJournalFiles(folder) : [];
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const files = ['', '-wal'].map((suffix) => `${file}${suffix}`).filter((name) => existsSync(name));
    // The bytes as they are now, before anything (even opening the database) may change them.
    const copies = files.map((name) => `${name}.damaged-${stamp}`);
    files.forEach((name, i) => copyFileSync(name, copies[i]!));
    const problems = findDamage(file);
    if (problems.length === 0) {
      for (const copy of copies) rmSync(copy, { force: true });
      return [];
    }
    for (const copy of copies) await fsyncPath(copy);
    const { kept, lost } = salvage(file, `${file}.repairing`);
    // The damaged files go (their copies stay); the new database takes their place.
    for (const suffix of ['-wal', '-shm', '']) rmSync(`${file}${suffix}`, { force: true });
    renameSync(`${file}.repairing`, file);
    await fsyncPath(folder);
    return [
      { file, backup: copies[0]!, kept, lost: [...problems.map((p) => `integrity check: ${p}`), ...lost] },
    ];
  } finally {
    lock.release();
  }
}

/** SQLite's full integrity check, then every document's checksum; empty when nothing is damaged. */
function findDamage(file: string): string[] {
  let conn: Connection | undefined;
  try {
    conn = new Connection(file, { cacheBytes: 16 * 1024 * 1024, synchronous: 'FULL' });
    const problems = conn
      .all<{ integrity_check: string }>('PRAGMA integrity_check(20)')
      .map((row) => row.integrity_check)
      .filter((line) => line !== 'ok');
    if (problems.length > 0) return problems;
    for (const meta of loadCatalog(conn, new Map()).values()) {
      for (let after = 0; ;) {
        const rows = conn.all<RawRow>(
          `SELECT r, k, h, d FROM ${meta.table} WHERE r > ? ORDER BY r LIMIT ?`,
          after,
          SALVAGE_CHUNK,
        );
        for (const row of rows) {
          try {
            decodeDocument(meta, row);
          } catch {
            problems.push(`${meta.db}.${meta.name}: record ${row.r} does not match its checksum`);
          }
        }
        if (rows.length < SALVAGE_CHUNK) break;
        after = rows[rows.length - 1]!.r;
      }
    }
    return problems;
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    conn?.close();
  }
}

/** Copies every readable document of `file` into a new database at `target`, indexes rebuilt. */
function salvage(file: string, target: string): { kept: number; lost: string[] } {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  const source = new Connection(file, { cacheBytes: 16 * 1024 * 1024, synchronous: 'FULL' });
  const out = new Connection(target, { cacheBytes: 16 * 1024 * 1024, synchronous: 'FULL' });
  const lost: string[] = [];
  let kept = 0;
  try {
    createSchema(out);
    const store = new LatestStore(out, loadCatalog(out, new Map()), new DocumentCache(1024 * 1024), {
      committed: () => undefined,
      durable: () => Promise.resolve(),
      refusal: () => undefined,
    });
    for (const meta of readableCatalog(source, lost)) {
      const { collection } = store.ensure(meta.db, meta.name);
      for (const index of meta.indexes) if (index.table) store.createIndex(collection, index.definition.spec);
      // In chunks; one row at a time near damage, so that every readable row before it is kept.
      let after = 0;
      let careful = 0;
      for (;;) {
        let rows: RawRow[];
        try {
          // `>=` the next id (not `>` this one): the search then starts on the next row's own page.
          rows = source.all<RawRow>(
            `SELECT r, k, h, d FROM ${meta.table} WHERE r >= ? ORDER BY r LIMIT ?`,
            after + 1,
            careful > 0 ? 1 : SALVAGE_CHUNK,
          );
        } catch {
          if (careful === 0) {
            careful = SALVAGE_CHUNK;
            continue;
          }
          const resume = nextReadable(source, meta.table, after);
          lost.push(
            `${meta.db}.${meta.name}: records after ${after}${resume ? ` and before ${resume}` : ''} could not be read`,
          );
          if (resume === undefined) break;
          after = resume - 1;
          continue;
        }
        if (rows.length === 0) break;
        store.batch(() => {
          for (const row of rows) {
            try {
              store.restore(collection, decodeDocument(meta, row));
              kept += 1;
            } catch (error) {
              lost.push(`${meta.db}.${meta.name}: record ${row.r}: ${(error as Error).message}`);
            }
          }
        });
        after = rows[rows.length - 1]!.r;
        if (careful > 0) careful -= 1;
      }
    }
    out.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    source.close();
    out.close();
  }
  return { kept, lost };
}

/** The collections and index specifications, from the catalog tables or, where those fail, from the tables. */
function readableCatalog(conn: Connection, lost: string[]): CollectionMeta[] {
  try {
    return [...loadCatalog(conn, new Map()).values()];
  } catch (error) {
    lost.push(
      `the list of collections could not be read (${(error as Error).message}): tables kept as recovered.cN`,
    );
    const tables = conn
      .all<{ name: string }>(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name GLOB 'c[0-9]*'`)
      .map((row) => Number(row.name.slice(1)));
    return tables.map((id) => ({
      id,
      db: 'recovered',
      name: `c${id}`,
      table: collectionTable(id),
      count: 0,
      indexes: [],
    }));
  }
}

/**
 * The first record id after `after` from which the table reads again: a damaged page makes every read that
 * passes through it fail, so the next readable one is found by probing further, then narrowing down.
 */
function nextReadable(conn: Connection, table: string, after: number): number | undefined {
  const readsFrom = (rid: number): boolean => {
    try {
      // The document itself, so that the read goes through the table's own pages.
      conn.all(`SELECT r, h, d FROM ${table} WHERE r >= ? ORDER BY r LIMIT 1`, rid);
      return true;
    } catch {
      return false;
    }
  };
  let failing = after + 1;
  let step = 1;
  let probe = after + 1;
  while (!readsFrom(probe)) {
    failing = probe;
    step *= 2;
    probe = after + step;
    if (probe > Number.MAX_SAFE_INTEGER / 2) return undefined;
  }
  // Narrow down between the last failing probe and the first readable one.
  let low = failing;
  let high = probe;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (readsFrom(middle)) high = middle;
    else low = middle;
  }
  return high;
}
