import type { Document } from 'bson';
import type { IndexDefinition, IndexSpec } from './index-definition';

/**
 * The storage interface the wire and query layers speak to (FerretDB's "backend"): databases, collections,
 * indexes, scans in index or natural order, and inserts, replacements and deletes. Three views implement it:
 * the latest data (reads and writes), a snapshot (reads at one moment) and a transaction (a snapshot plus
 * its own writes). No command knows that documents live in SQLite.
 */

/** One index of a collection, as the planner sees it. */
export interface IndexInfo {
  readonly definition: IndexDefinition;
  /** Some document had an array on an indexed path: one document may have several entries. */
  readonly multikey: boolean;
}

/**
 * A half-open range of index keys: `low` inclusive (undefined: from the first key), `high` exclusive
 * (undefined: to the last key).
 */
export interface KeyInterval {
  low?: Buffer;
  high?: Buffer;
}

/** Where a scan reads: the collection in natural (insertion) order, or an index over some key ranges. */
export type ScanSource =
  | { kind: 'collection'; direction: 1 | -1 }
  | { kind: 'index'; index: string; intervals: KeyInterval[]; direction: 1 | -1 };

/** The last row a scan returned: the next scan starts after it (keyset paging). */
export interface ScanPosition {
  /** The index key (index scans only). */
  key?: Buffer;
  rid: number;
}

export interface Row {
  /** The document's record id: its place in natural order. */
  rid: number;
  /** The index entry's key (index scans only). */
  key?: Buffer;
  /** The encoded `_id`. */
  idKey: Buffer;
  doc: Document;
}

/** One collection as one view sees it. */
export interface CollectionView {
  readonly db: string;
  readonly name: string;
  readonly ns: string;
  /** `_id_` first, then the others in creation order. */
  indexes(): IndexInfo[];
  index(name: string): IndexInfo | undefined;
  /** The number of documents. */
  count(): number;
  findById(id: unknown): Document | undefined;
  /** Up to `limit` rows of `source` after `after` (or from its start), in its order. */
  scan(source: ScanSource, after: ScanPosition | undefined, limit: number): Row[];
  /**
   * The same rows handed to `visit` one at a time, each document decoded just before its turn, so that a
   * long read holds one decoded document at a time (optional: `scan` otherwise). Returns how many rows.
   */
  scanEach?(
    source: ScanSource,
    after: ScanPosition | undefined,
    limit: number,
    visit: (row: Row) => void,
  ): number;
  /** How many entries the index has in the intervals (a count that reads no document). */
  countKeys(index: string, intervals: KeyInterval[], limit?: number): number;
  /** The `_id` keys of documents holding `key` in a unique index (for uniqueness checks), at most two. */
  keyHolders(index: string, key: Buffer): Buffer[];
}

/** What one operation of a committed transaction does (applied in order, all or nothing). */
export type TransactionOp =
  | { op: 'create'; db: string; coll: string }
  | { op: 'index'; db: string; coll: string; spec: IndexSpec }
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'del'; db: string; coll: string; id: unknown };

/**
 * A view commands run on. Writes are applied synchronously, so concurrent commands never interleave inside
 * one; `commit()` then resolves once they are durable (before the reply is sent). A snapshot view refuses
 * writes; a transaction's view keeps them to itself until its commit.
 */
export interface Store {
  databaseNames(): string[];
  collections(db: string): CollectionView[];
  get(db: string, name: string): CollectionView | undefined;
  /** Grows with every change: snapshot reads tell moments apart by it. */
  readonly changes: number;

  /** The collection, created implicitly as inserts, upserts and createIndexes do. */
  ensure(db: string, name: string): { collection: CollectionView; created: boolean };
  create(db: string, name: string): CollectionView;
  /** Undefined when there was no such collection; else how many indexes it had. */
  drop(db: string, name: string): { indexes: number } | undefined;
  dropDatabase(db: string): void;
  createIndex(collection: CollectionView, spec: IndexSpec): void;
  dropIndex(collection: CollectionView, name: string): void;
  /** Validates `_id` and unique indexes first: a refused document changes nothing. */
  insert(collection: CollectionView, doc: Document): void;
  /** Replaces the stored document with the same `_id`, checking unique indexes first. */
  replace(collection: CollectionView, doc: Document): void;
  delete(collection: CollectionView, id: unknown): void;
  /**
   * Called by writes outside transactions before they change anything: a document an open transaction has
   * written makes the statement wait (LockWait) instead of overwriting it.
   */
  assertUnlocked(collection: CollectionView, docs: Iterable<Document>): void;
  /** Runs `apply`'s writes as one unit on disk (one SQLite transaction): all of them or, on a crash, none. */
  batch<T>(apply: () => T): T;
  /** Resolves once every write applied so far is durable. */
  commit(): Promise<void>;
}

/** `Store.ensure` for every store: the collection, created first when there is none of that name. */
export function ensureCollection(
  store: Store,
  db: string,
  name: string,
): { collection: CollectionView; created: boolean } {
  const existing = store.get(db, name);
  if (existing) return { collection: existing, created: false };
  return { collection: store.create(db, name), created: true };
}
