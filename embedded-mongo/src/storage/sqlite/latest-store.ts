import { calculateObjectSize, type Document } from 'bson';
import { ErrorCode, MongoCommandError, writeConflict } from '../../errors';
import { CountCache } from '../count-cache';
import type { DocumentCache } from '../document-cache';
import { DocumentLocks, LockWait } from '../document-locks';
import {
  ID_INDEX_NAME,
  IndexDefinition,
  idIndexSpec,
  type DocumentKeys,
  type IndexSpec,
} from '../index-definition';
import { encodeValue } from '../key-encoding';
import { ensureCollection, type CollectionView, type Store, type TransactionOp } from '../store';
import { validateId, validateName } from '../values';
import { CatalogView } from './catalog-view';
import { encodeDocument } from './collection-table';
import type { Connection } from './connection';
import {
  createCollectionTables,
  createIndexTable,
  dropCollectionTables,
  dropIndexTable,
  nsOf,
  type CollectionMeta,
  type IndexMeta,
} from './schema';
import { TableCollectionView } from './table-view';
import { WriteLog } from '../write-log';

/** A transaction's changes are applied as one unit, which MongoDB limits to 16 MB. */
const MAX_TRANSACTION_BYTES = 16 * 1024 * 1024;

/** One SQLite transaction on the writer's connection, and how to undo what it changed in memory. */
interface WriteUnit {
  undo: (() => void)[];
  /** Collections whose document count changed: written to `_collections` before the commit. */
  counted: Set<CollectionMeta>;
}

export interface StoreHooks {
  /** A write unit was committed: its changes must reach the disk before they are acknowledged. */
  committed(): void;
  /** Resolves once everything committed so far is durable. */
  durable(): Promise<void>;
  /** Why writes are refused (the database was found damaged), if they are. */
  refusal(): Error | undefined;
}

/**
 * The latest data, on the writer's connection: every write of the server goes through here. A command's
 * writes form one SQLite transaction (`batch`), applied synchronously so concurrent commands never
 * interleave inside one; a document is checked (`_id`, unique indexes, transactions' locks) before any row
 * changes, so a refused document leaves nothing behind.
 */
export class LatestStore extends CatalogView implements Store {
  readonly locks = new DocumentLocks();
  private unit: WriteUnit | undefined;
  /** Change numbers and recent writes, for snapshots and transactions' write conflicts. */
  readonly writes = new WriteLog();

  constructor(
    conn: Connection,
    catalog: Map<string, CollectionMeta>,
    protected override readonly cache: DocumentCache,
    private readonly hooks: StoreHooks,
  ) {
    super(conn, catalog, cache, undefined, new CountCache());
  }

  get changes(): number {
    return this.writes.changes;
  }

  batch<T>(apply: () => T): T {
    if (this.unit) return apply();
    const refusal = this.hooks.refusal();
    if (refusal) throw new MongoCommandError(ErrorCode.InternalError, refusal.message);
    const unit: WriteUnit = { undo: [], counted: new Set() };
    this.conn.exec('BEGIN');
    this.unit = unit;
    try {
      const result = apply();
      for (const meta of unit.counted)
        if (!meta.dropped)
          this.conn.run('UPDATE _collections SET count = ? WHERE id = ?', meta.count, meta.id);
      this.conn.exec('COMMIT');
      this.hooks.committed();
      return result;
    } catch (error) {
      this.conn.exec('ROLLBACK');
      for (const step of unit.undo.reverse()) step();
      // A document or a count read back within the unit may have been cached: it is gone now.
      this.cache.clear();
      this.counts?.clear();
      throw error;
    } finally {
      this.unit = undefined;
    }
  }

  commit(): Promise<void> {
    return this.hooks.durable();
  }

  private inUnit(): WriteUnit {
    if (!this.unit) throw new Error('a write outside a write unit');
    return this.unit;
  }

  ensure(db: string, name: string): { collection: CollectionView; created: boolean } {
    return ensureCollection(this, db, name);
  }

  create(db: string, name: string): TableCollectionView {
    if (this.get(db, name))
      throw new MongoCommandError(ErrorCode.NamespaceExists, `Collection ${db}.${name} already exists.`);
    validateName(db, name);
    return this.batch(() => {
      const meta = createCollectionTables(this.conn, db, name);
      const ns = nsOf(db, name);
      this.catalog.set(ns, meta);
      this.inUnit().undo.push(() => this.catalog.delete(ns));
      this.writes.bump();
      return this.view(meta);
    });
  }

  drop(db: string, name: string): { indexes: number } | undefined {
    const meta = this.catalog.get(nsOf(db, name));
    if (!meta) return undefined;
    this.batch(() => this.dropMeta(meta));
    return { indexes: meta.indexes.length };
  }

  dropDatabase(db: string): void {
    const metas = [...this.catalog.values()].filter((meta) => meta.db === db);
    if (metas.length > 0) this.batch(() => metas.forEach((meta) => this.dropMeta(meta)));
  }

  private dropMeta(meta: CollectionMeta): void {
    dropCollectionTables(this.conn, meta);
    const ns = nsOf(meta.db, meta.name);
    this.catalog.delete(ns);
    meta.dropped = true;
    this.forget(meta);
    this.inUnit().undo.push(() => {
      meta.dropped = false;
      this.catalog.set(ns, meta);
    });
    this.writes.bump();
  }

  createIndex(collection: CollectionView, spec: IndexSpec): void {
    const view = this.own(collection);
    const meta = view.meta;
    this.batch(() => {
      const index = createIndexTable(this.conn, meta, spec);
      const multikey = view.table.fillIndex(meta, index);
      meta.indexes.push(index);
      this.inUnit().undo.push(() => meta.indexes.splice(meta.indexes.indexOf(index), 1));
      if (multikey) this.markMultikey(index);
      this.writes.bump();
    });
  }

  dropIndex(collection: CollectionView, name: string): void {
    const meta = this.own(collection).meta;
    const position = meta.indexes.findIndex((index) => index.definition.name === name);
    const index = meta.indexes[position];
    if (!index?.table || name === ID_INDEX_NAME) return;
    this.batch(() => {
      dropIndexTable(this.conn, index.table!);
      this.conn.run('DELETE FROM _indexes WHERE id = ?', index.id);
      meta.indexes.splice(position, 1);
      this.inUnit().undo.push(() => meta.indexes.splice(position, 0, index));
      this.writes.bump();
    });
  }

  insert(collection: CollectionView, doc: Document): void {
    this.putNew(this.own(collection), doc, true);
  }

  replace(collection: CollectionView, doc: Document): void {
    this.putExisting(this.own(collection), doc, true);
  }

  delete(collection: CollectionView, id: unknown): void {
    this.remove(this.own(collection), id, true);
  }

  assertUnlocked(collection: CollectionView, docs: Iterable<Document>): void {
    if (this.locks.size === 0) return;
    for (const doc of docs) this.guard(collection.ns, encodeValue(doc._id));
  }

  private guard(ns: string, idKey: Buffer): void {
    if (this.locks.size === 0) return;
    const holder = this.locks.holder(ns, idKey.toString('latin1'));
    if (holder) throw new LockWait(holder.released);
  }

  /**
   * Stores a document as it was stored before (a replayed journal, a salvaged database): replaces one with
   * the same `_id`, and skips the unique checks it passed when it was first written.
   */
  restore(collection: CollectionView, doc: Document): void {
    this.putExisting(this.own(collection), doc, false, false);
  }

  /** Deletes without waiting for transactions (there are none while a folder is converted). */
  restoreDelete(collection: CollectionView, id: unknown): void {
    this.remove(this.own(collection), id, false);
  }

  private putNew(view: TableCollectionView, doc: Document, guarded: boolean, checked = true): void {
    validateId(doc._id);
    const idKey = encodeValue(doc._id);
    if (guarded) this.guard(view.ns, idKey);
    if (view.table.rowByIdKey(idKey)) throw new IndexDefinition(idIndexSpec(), view.ns).duplicate([doc._id]);
    const keys = this.secondaryKeys(view.meta, doc);
    for (const [index, { entries }] of keys) {
      if (!checked || !index.definition.spec.unique) continue;
      for (const entry of entries)
        if (view.table.keyTaken(index, entry.key, 0)) throw index.definition.duplicate(entry.values);
    }
    this.batch(() => {
      const { bson, crc } = encodeDocument(doc);
      const rid = view.table.insertRow(idKey, bson, crc);
      view.meta.indexes[0]!.version += 1;
      for (const [index, { entries, multikey }] of keys) {
        for (const entry of entries) view.table.addEntry(index, entry.key, rid);
        if (entries.length > 0) index.version += 1;
        if (multikey) this.markMultikey(index);
      }
      this.countChange(view.meta, 1);
      this.writes.noteWrite(view.ns, idKey);
    });
  }

  private putExisting(view: TableCollectionView, next: Document, guarded: boolean, checked = true): void {
    const idKey = encodeValue(next._id);
    if (guarded) this.guard(view.ns, idKey);
    const row = view.table.rowByIdKey(idKey);
    if (!row) return this.putNew(view, next, guarded, checked);
    const previous = view.decode(row);
    const changes: {
      index: IndexMeta;
      removed: Buffer[];
      added: { key: Buffer; values: unknown[] }[];
      multikey: boolean;
    }[] = [];
    for (const [index, after] of this.secondaryKeys(view.meta, next)) {
      const before = new Map(
        index.definition.keysOf(previous).entries.map((e) => [e.key.toString('latin1'), e.key]),
      );
      const added = after.entries.filter((e) => !before.delete(e.key.toString('latin1')));
      if (checked && index.definition.spec.unique) {
        for (const entry of added)
          if (view.table.keyTaken(index, entry.key, row.r)) throw index.definition.duplicate(entry.values);
      }
      changes.push({ index, removed: [...before.values()], added, multikey: after.multikey });
    }
    this.batch(() => {
      const { bson, crc } = encodeDocument(next);
      view.uncache(row.r);
      view.table.updateRow(row.r, bson, crc);
      for (const { index, removed, added, multikey } of changes) {
        for (const key of removed) view.table.removeEntry(index, key, row.r);
        for (const entry of added) view.table.addEntry(index, entry.key, row.r);
        if (removed.length + added.length > 0) index.version += 1;
        if (multikey) this.markMultikey(index);
      }
      this.writes.noteWrite(view.ns, idKey);
    });
  }

  private remove(view: TableCollectionView, id: unknown, guarded: boolean): void {
    const idKey = encodeValue(id);
    if (guarded) this.guard(view.ns, idKey);
    const row = view.table.rowByIdKey(idKey);
    if (!row) return;
    const previous = view.decode(row);
    this.batch(() => {
      view.uncache(row.r);
      for (const [index, { entries }] of this.secondaryKeys(view.meta, previous)) {
        for (const entry of entries) view.table.removeEntry(index, entry.key, row.r);
        if (entries.length > 0) index.version += 1;
      }
      view.table.deleteRow(row.r);
      view.meta.indexes[0]!.version += 1;
      this.countChange(view.meta, -1);
      this.writes.noteWrite(view.ns, idKey);
    });
  }

  private secondaryKeys(meta: CollectionMeta, doc: Document): [IndexMeta, DocumentKeys][] {
    return meta.indexes.filter((index) => index.table).map((index) => [index, index.definition.keysOf(doc)]);
  }

  private markMultikey(index: IndexMeta): void {
    if (index.multikey) return;
    this.conn.run('UPDATE _indexes SET multikey = 1 WHERE id = ?', index.id);
    index.multikey = true;
    this.inUnit().undo.push(() => (index.multikey = false));
  }

  private countChange(meta: CollectionMeta, delta: number): void {
    const unit = this.inUnit();
    meta.count += delta;
    unit.counted.add(meta);
    unit.undo.push(() => (meta.count -= delta));
  }

  /**
   * Applies a committed transaction's changes as one unit, re-checking unique indexes against what was
   * committed meanwhile. On any error nothing is applied.
   */
  applyTransaction(ops: TransactionOp[]): void {
    if (ops.length === 0) return;
    const size = ops.reduce((total, op) => total + calculateObjectSize(op), 0);
    if (size > MAX_TRANSACTION_BYTES)
      throw new MongoCommandError(
        ErrorCode.TransactionTooLarge,
        `Total size of all transaction operations must be less than ${MAX_TRANSACTION_BYTES}. Actual size is ${size}`,
      );
    this.batch(() => {
      for (const op of ops) {
        if (op.op === 'create') {
          if (!this.get(op.db, op.coll)) this.create(op.db, op.coll);
          continue;
        }
        const view = this.get(op.db, op.coll);
        // Dropped since the transaction wrote to it: retrying the transaction sees the drop.
        if (!view) throw writeConflict();
        if (op.op === 'index') {
          if (!view.index(op.spec.name)) this.createIndex(view, op.spec);
        } else if (op.op === 'put') this.putExisting(view, op.doc, false);
        else this.remove(view, op.id, false);
      }
    });
  }

  private own(collection: CollectionView): TableCollectionView {
    if (!(collection instanceof TableCollectionView) || collection.meta.dropped)
      throw new MongoCommandError(ErrorCode.NamespaceNotFound, `ns does not exist: ${collection.ns}`);
    return collection;
  }
}
