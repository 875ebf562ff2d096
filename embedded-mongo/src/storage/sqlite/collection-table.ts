import { crc32 } from 'node:zlib';
import { deserialize, serialize, type Document } from 'bson';
import { DocumentDamagedError } from '../data-damaged-error';
import type { KeyInterval, ScanPosition, ScanSource } from '../store';
import type { Connection } from './connection';
import type { CollectionMeta, IndexMeta } from './schema';

/** A row as SQLite returns it, before its document is checked and decoded. */
/** Rows read at a time while an index is built over existing documents. */
const BUILD_CHUNK = 1000;

export interface RawRow {
  r: number;
  /** The `_id` key. */
  k: Uint8Array;
  h: number;
  d: Uint8Array;
  /** The index key (index scans). */
  ik?: Uint8Array;
}

/** Every key sorts before this: keys start with a type byte, at most 0xfa once inverted (key-encoding.ts). */
const AFTER_EVERY_KEY = Buffer.from([0xff]);
const BEFORE_EVERY_KEY = Buffer.alloc(0);

/** Documents come back with the same types the wire delivers them in (wire.ts). */
const DECODE = { promoteLongs: true, promoteValues: true, promoteBuffers: false } as const;

export function encodeDocument(doc: Document): { bson: Uint8Array; crc: number } {
  const bson = serialize(doc);
  return { bson, crc: crc32(bson) };
}

/** Checks a stored document against its CRC-32 and decodes it. */
export function decodeDocument(meta: CollectionMeta, row: RawRow): Document {
  if (crc32(row.d) !== row.h) throw new DocumentDamagedError(`${meta.db}.${meta.name}`, row.r);
  return deserialize(row.d, DECODE);
}

/**
 * The SQL for one collection's tables on one connection: scans in natural or index order with keyset
 * paging, counts over index ranges, and the row and entry writes the store builds documents' changes from.
 */
export class CollectionTable {
  constructor(
    private readonly conn: Connection,
    readonly meta: CollectionMeta,
  ) {}

  private get t(): string {
    return this.meta.table;
  }

  rowByIdKey(idKey: Uint8Array): RawRow | undefined {
    return this.conn.get<RawRow>(`SELECT r, k, h, d FROM ${this.t} WHERE k = ?`, idKey);
  }

  rowByRid(rid: number): RawRow | undefined {
    return this.conn.get<RawRow>(`SELECT r, k, h, d FROM ${this.t} WHERE r = ?`, rid);
  }

  /** Up to `limit` rows after `after`, in the source's order; the intervals must be sorted and disjoint. */
  scan(source: ScanSource, after: ScanPosition | undefined, limit: number): RawRow[] {
    if (source.kind === 'collection') {
      return source.direction === 1
        ? this.conn.all<RawRow>(
            `SELECT r, k, h, d FROM ${this.t} WHERE r > ? ORDER BY r LIMIT ?`,
            after?.rid ?? 0,
            limit,
          )
        : this.conn.all<RawRow>(
            `SELECT r, k, h, d FROM ${this.t} WHERE r < ? ORDER BY r DESC LIMIT ?`,
            after?.rid ?? Number.MAX_SAFE_INTEGER,
            limit,
          );
    }
    const index = this.indexMeta(source.index);
    const intervals = source.direction === 1 ? source.intervals : [...source.intervals].reverse();
    const rows: RawRow[] = [];
    for (const interval of intervals) {
      const low = interval.low ?? BEFORE_EVERY_KEY;
      const high = interval.high ?? AFTER_EVERY_KEY;
      if (after?.key) {
        // Skip intervals the position has passed.
        if (source.direction === 1 && Buffer.compare(after.key, high) >= 0) continue;
        if (source.direction === -1 && Buffer.compare(after.key, low) < 0) continue;
      }
      const inside =
        after?.key &&
        (source.direction === 1 ? Buffer.compare(after.key, low) >= 0 : Buffer.compare(after.key, high) < 0);
      const want = limit - rows.length;
      rows.push(
        ...(index.table
          ? this.scanEntries(index.table, source.direction, low, high, inside ? after : undefined, want)
          : this.scanIds(source.direction, low, high, inside ? after : undefined, want)),
      );
      if (rows.length >= limit) break;
    }
    return rows;
  }

  private scanEntries(
    x: string,
    direction: 1 | -1,
    low: Buffer,
    high: Buffer,
    after: ScanPosition | undefined,
    limit: number,
  ): RawRow[] {
    const select = `SELECT x.k AS ik, c.r AS r, c.k AS k, c.h AS h, c.d AS d FROM ${x} x CROSS JOIN ${this.t} c ON c.r = x.r`;
    if (direction === 1) {
      return this.conn.all<RawRow>(
        `${select} WHERE x.k < ? AND (x.k, x.r) > (?, ?) ORDER BY x.k, x.r LIMIT ?`,
        high,
        after?.key ?? low,
        after?.rid ?? 0,
        limit,
      );
    }
    return this.conn.all<RawRow>(
      `${select} WHERE x.k >= ? AND (x.k, x.r) < (?, ?) ORDER BY x.k DESC, x.r DESC LIMIT ?`,
      low,
      after?.key ?? high,
      after?.rid ?? 0,
      limit,
    );
  }

  /** `_id_`: the collection table's own unique `k`. */
  private scanIds(
    direction: 1 | -1,
    low: Buffer,
    high: Buffer,
    after: ScanPosition | undefined,
    limit: number,
  ): RawRow[] {
    const select = `SELECT k AS ik, r, k, h, d FROM ${this.t}`;
    if (direction === 1) {
      return after?.key
        ? this.conn.all<RawRow>(`${select} WHERE k > ? AND k < ? ORDER BY k LIMIT ?`, after.key, high, limit)
        : this.conn.all<RawRow>(`${select} WHERE k >= ? AND k < ? ORDER BY k LIMIT ?`, low, high, limit);
    }
    return this.conn.all<RawRow>(
      `${select} WHERE k >= ? AND k < ? ORDER BY k DESC LIMIT ?`,
      low,
      after?.key ?? high,
      limit,
    );
  }

  countKeys(indexName: string, intervals: KeyInterval[], limit = Number.MAX_SAFE_INTEGER): number {
    const index = this.indexMeta(indexName);
    const table = index.table ?? this.t;
    let n = 0;
    for (const interval of intervals) {
      const row = this.conn.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM (SELECT 1 FROM ${table} WHERE k >= ? AND k < ? LIMIT ?)`,
        interval.low ?? BEFORE_EVERY_KEY,
        interval.high ?? AFTER_EVERY_KEY,
        limit - n,
      );
      n += row?.n ?? 0;
      if (n >= limit) break;
    }
    return n;
  }

  /** The `_id` keys of the documents holding `key` in the index (at most three). */
  keyHolders(indexName: string, key: Uint8Array): Uint8Array[] {
    const index = this.indexMeta(indexName);
    if (!index.table)
      return this.conn.all<{ k: Uint8Array }>(`SELECT k FROM ${this.t} WHERE k = ?`, key).map((r) => r.k);
    return this.conn
      .all<{ k: Uint8Array }>(
        `SELECT c.k AS k FROM ${index.table} x CROSS JOIN ${this.t} c ON c.r = x.r WHERE x.k = ? LIMIT 3`,
        key,
      )
      .map((row) => row.k);
  }

  /** Whether another document than `rid` holds `key` in the index. */
  keyTaken(index: IndexMeta, key: Uint8Array, rid: number): boolean {
    if (!index.table)
      return this.conn.get(`SELECT 1 FROM ${this.t} WHERE k = ? AND r <> ?`, key, rid) !== undefined;
    return (
      this.conn.get(`SELECT 1 FROM ${index.table} WHERE k = ? AND r <> ? LIMIT 1`, key, rid) !== undefined
    );
  }

  insertRow(idKey: Uint8Array, bson: Uint8Array, crc: number): number {
    return this.conn.run(`INSERT INTO ${this.t} (k, h, d) VALUES (?, ?, ?)`, idKey, crc, bson)
      .lastInsertRowid;
  }

  updateRow(rid: number, bson: Uint8Array, crc: number): void {
    this.conn.run(`UPDATE ${this.t} SET h = ?, d = ? WHERE r = ?`, crc, bson, rid);
  }

  deleteRow(rid: number): void {
    this.conn.run(`DELETE FROM ${this.t} WHERE r = ?`, rid);
  }

  addEntry(index: IndexMeta, key: Uint8Array, rid: number): void {
    if (index.table) this.conn.run(`INSERT INTO ${index.table} (k, r) VALUES (?, ?)`, key, rid);
  }

  removeEntry(index: IndexMeta, key: Uint8Array, rid: number): void {
    if (index.table) this.conn.run(`DELETE FROM ${index.table} WHERE k = ? AND r = ?`, key, rid);
  }

  /**
   * Adds every existing document's keys to a new index, reading the rows a chunk at a time; a unique
   * violation throws (the caller's write unit then undoes the whole index). Returns whether it is multikey.
   */
  fillIndex(meta: CollectionMeta, index: IndexMeta): boolean {
    let multikey = false;
    for (let after = 0; ;) {
      const rows = this.scan({ kind: 'collection', direction: 1 }, { rid: after }, BUILD_CHUNK);
      for (const row of rows) {
        const keys = index.definition.keysOf(decodeDocument(meta, row));
        multikey ||= keys.multikey;
        for (const entry of keys.entries) {
          if (index.definition.spec.unique && this.keyTaken(index, entry.key, row.r))
            throw index.definition.duplicate(entry.values);
          this.addEntry(index, entry.key, row.r);
        }
      }
      if (rows.length < BUILD_CHUNK) return multikey;
      after = rows[rows.length - 1]!.r;
    }
  }

  indexMeta(name: string): IndexMeta {
    const index = this.meta.indexes.find((i) => i.definition.name === name);
    if (!index) throw new Error(`no index ${name} on ${this.meta.db}.${this.meta.name}`);
    return index;
  }
}
