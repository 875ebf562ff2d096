import type { Document } from 'bson';
import { calculateObjectSize } from 'bson';
import { ErrorCode, MongoCommandError, writeConflict } from '../errors';
import { Collection } from './collection';
import { DocumentLocks, LockWait } from './document-locks';
import type { IndexSpec } from './secondary-index';
import { valueKey } from './values';

/** A transaction's changes are journaled as one BSON record, which must stay under BSON's limit. */
const MAX_TRANSACTION_BYTES = 16 * 1024 * 1024;

/** One entry of the journal and of snapshots; replaying them in order rebuilds the catalog. */
export type JournalRecord =
  | { op: 'create'; db: string; coll: string }
  | { op: 'drop'; db: string; coll: string }
  | { op: 'dropDb'; db: string }
  | { op: 'index'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'del'; db: string; coll: string; id: unknown }
  /** A committed transaction: one record, so a crash while writing it leaves none of it. */
  | { op: 'txn'; ops: JournalRecord[] };

/** An open transaction's view of the catalog (see TransactionCatalog). */
export interface SnapshotHolder {
  /** Called before `collection` changes: the holder keeps a copy if it has none yet. */
  preserve(collection: Collection): void;
}

export interface JournalSink {
  append(record: JournalRecord): void;
  commit(): Promise<void>;
}

/**
 * All databases and collections. Every mutation goes through here so it is journaled in
 * the same synchronous step that applies it; callers then `await commit()` before replying.
 */
export class Catalog {
  protected readonly dbs = new Map<string, Map<string, Collection>>();
  private sink: JournalSink | undefined;
  /** Documents written by open transactions (see TransactionCatalog). */
  readonly locks = new DocumentLocks();
  /** Open transactions and snapshot reads, which copy a collection before it first changes after they started. */
  private readonly snapshots = new Set<SnapshotHolder>();
  private changeCount = 0;

  attach(sink: JournalSink): void {
    this.sink = sink;
  }

  commit(): Promise<void> {
    return this.sink ? this.sink.commit() : Promise.resolve();
  }

  /** Grows with every change (a document, an index, a collection): snapshot reads tell moments apart by it. */
  get changes(): number {
    return this.changeCount;
  }

  databaseNames(): string[] {
    return [...this.dbs.keys()];
  }

  collections(db: string): Collection[] {
    return [...(this.dbs.get(db)?.values() ?? [])];
  }

  get(db: string, name: string): Collection | undefined {
    return this.dbs.get(db)?.get(name);
  }

  /** Returns the collection, creating it implicitly as inserts, upserts and createIndexes do. */
  ensure(db: string, name: string): { collection: Collection; created: boolean } {
    const existing = this.get(db, name);
    if (existing) return { collection: existing, created: false };
    return { collection: this.create(db, name), created: true };
  }

  create(db: string, name: string): Collection {
    if (this.get(db, name))
      throw new MongoCommandError(ErrorCode.NamespaceExists, `Collection ${db}.${name} already exists.`);
    validateName(db, name);
    const collection = new Collection(db, name);
    collection.addIndex({ name: '_id_', key: { _id: 1 } });
    this.changeCount += 1;
    this.adopt(collection);
    this.sink?.append({ op: 'create', db, coll: name });
    return collection;
  }

  openSnapshot(holder: SnapshotHolder): void {
    this.snapshots.add(holder);
  }

  closeSnapshot(holder: SnapshotHolder): void {
    this.snapshots.delete(holder);
  }

  /** Lets open transactions keep the collection as it was when they started. */
  private beforeChange(collection: Collection): void {
    this.changeCount += 1;
    if (this.snapshots.size === 0) return;
    for (const holder of this.snapshots) holder.preserve(collection);
  }

  /** Registers a collection object without journaling it. */
  protected adopt(collection: Collection): void {
    let colls = this.dbs.get(collection.db);
    if (!colls) this.dbs.set(collection.db, (colls = new Map()));
    colls.set(collection.name, collection);
  }

  /**
   * Called by writes outside transactions before they change anything: a document an open
   * transaction has written makes the statement wait (LockWait) instead of overwriting it.
   */
  assertUnlocked(collection: Collection, docs: Iterable<Document>): void {
    if (this.locks.size === 0) return;
    for (const doc of docs) this.guard(collection, doc._id);
  }

  private guard(collection: Collection, id: unknown): void {
    if (this.locks.size === 0) return;
    const holder = this.locks.holder(collection.ns, valueKey(id));
    if (holder) throw new LockWait(holder.released);
  }

  drop(db: string, name: string): Collection | undefined {
    const colls = this.dbs.get(db);
    const collection = colls?.get(name);
    if (!colls || !collection) return undefined;
    this.beforeChange(collection);
    colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    this.sink?.append({ op: 'drop', db, coll: name });
    return collection;
  }

  dropDatabase(db: string): void {
    for (const collection of this.collections(db)) this.beforeChange(collection);
    if (!this.dbs.delete(db)) return;
    this.sink?.append({ op: 'dropDb', db });
  }

  insert(collection: Collection, doc: Document): void {
    this.guard(collection, doc._id);
    this.beforeChange(collection);
    collection.insert(doc);
    this.sink?.append({ op: 'put', db: collection.db, coll: collection.name, doc });
  }

  replace(collection: Collection, doc: Document): void {
    this.guard(collection, doc._id);
    this.beforeChange(collection);
    collection.replace(doc);
    this.sink?.append({ op: 'put', db: collection.db, coll: collection.name, doc });
  }

  delete(collection: Collection, id: unknown): void {
    this.guard(collection, id);
    this.beforeChange(collection);
    if (collection.deleteById(id))
      this.sink?.append({ op: 'del', db: collection.db, coll: collection.name, id });
  }

  createIndex(collection: Collection, spec: IndexSpec): void {
    this.beforeChange(collection);
    collection.addIndex(spec);
    this.sink?.append({ op: 'index', db: collection.db, coll: collection.name, spec });
  }

  dropIndex(collection: Collection, name: string): void {
    this.beforeChange(collection);
    if (collection.dropIndex(name))
      this.sink?.append({ op: 'dropIndex', db: collection.db, coll: collection.name, name });
  }

  /**
   * Applies a committed transaction's changes all at once, re-checking unique indexes against
   * what was committed meanwhile. On any error everything applied so far is undone and nothing
   * is journaled; on success the changes are journaled as a single record.
   */
  applyTransaction(ops: JournalRecord[]): void {
    if (ops.length === 0) return;
    const record: JournalRecord = { op: 'txn', ops };
    const size = calculateObjectSize(record);
    if (size > MAX_TRANSACTION_BYTES)
      throw new MongoCommandError(
        ErrorCode.TransactionTooLarge,
        `Total size of all transaction operations must be less than ${MAX_TRANSACTION_BYTES}. Actual size is ${size}`,
      );
    const undo: (() => void)[] = [];
    try {
      for (const op of ops) this.applyChecked(op, undo);
    } catch (err) {
      for (const step of undo.reverse()) step();
      throw err;
    }
    this.sink?.append(record);
  }

  /** One transaction operation, with unique checks but without journaling or lock checks. */
  private applyChecked(op: JournalRecord, undo: (() => void)[]): void {
    if (op.op === 'create') {
      if (this.get(op.db, op.coll)) return;
      const collection = new Collection(op.db, op.coll);
      collection.addIndex({ name: '_id_', key: { _id: 1 } });
      this.changeCount += 1;
      this.adopt(collection);
      undo.push(() => this.dbs.get(op.db)?.delete(op.coll));
      return;
    }
    if (op.op === 'index') {
      const collection = this.get(op.db, op.coll);
      if (!collection || collection.indexes.has(op.spec.name)) return;
      this.beforeChange(collection);
      collection.addIndex(op.spec);
      undo.push(() => collection.dropIndex(op.spec.name));
      return;
    }
    if (op.op !== 'put' && op.op !== 'del') throw new Error(`unexpected transaction operation ${op.op}`);
    const collection = this.get(op.db, op.coll);
    // Dropped since the transaction wrote to it: retrying the transaction sees the drop.
    if (!collection) throw writeConflict();
    const id: unknown = op.op === 'put' ? op.doc._id : op.id;
    const previous = collection.getById(id);
    this.beforeChange(collection);
    if (op.op === 'put') {
      if (previous) collection.replace(op.doc);
      else collection.insert(op.doc);
    } else collection.deleteById(id);
    undo.push(() => (previous ? collection.put(previous) : collection.deleteById(id)));
  }

  /** Replays a journal or snapshot record; only accepted writes were journaled, so nothing is re-validated. */
  apply(record: JournalRecord): void {
    switch (record.op) {
      case 'create':
        this.ensure(record.db, record.coll);
        return;
      case 'drop':
        this.drop(record.db, record.coll);
        return;
      case 'dropDb':
        this.dropDatabase(record.db);
        return;
      case 'index':
        this.ensure(record.db, record.coll).collection.addIndex(record.spec);
        return;
      case 'dropIndex':
        this.get(record.db, record.coll)?.dropIndex(record.name);
        return;
      case 'put':
        this.ensure(record.db, record.coll).collection.put(record.doc);
        return;
      case 'del':
        this.get(record.db, record.coll)?.deleteById(record.id);
        return;
      case 'txn':
        for (const op of record.ops) this.apply(op);
        return;
    }
  }

  /** The whole state as records, for a snapshot. */
  *dump(): Generator<JournalRecord> {
    for (const [db, colls] of this.dbs) {
      for (const [coll, collection] of colls) {
        yield { op: 'create', db, coll };
        for (const spec of collection.indexSpecs())
          if (spec.name !== '_id_') yield { op: 'index', db, coll, spec };
        for (const doc of collection.all()) yield { op: 'put', db, coll, doc };
      }
    }
  }
}

function validateName(db: string, name: string): void {
  if (!db || /[/\\. "$]/.test(db))
    throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid database name: '${db}'`);
  if (!name || name.includes('$') || name.startsWith('.') || name.includes('\0')) {
    throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid collection name: ${name}`);
  }
}
