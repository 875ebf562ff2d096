import type { Document } from 'bson';
import { ErrorCode, MongoCommandError, writeConflict } from '../errors';
import type { LockOwner } from './document-locks';
import { IndexDefinition, idIndexSpec, type IndexSpec } from './index-definition';
import { encodeValue } from './key-encoding';
import type {
  CollectionView,
  IndexInfo,
  KeyInterval,
  Row,
  ScanPosition,
  ScanSource,
  Store,
  TransactionOp,
} from './store';
import type { LatestStore } from './sqlite/latest-store';
import type { SnapshotStore } from './sqlite/snapshot-store';
import { validateId } from './values';

/** Record ids for documents a transaction inserted: after every stored one, in insertion order. */
const INSERTED_RID_BASE = 2 ** 52;

interface OverlayEntry {
  idKey: Buffer;
  /** The transaction's version; null once it deleted the document. */
  doc: Document | null;
  /** The document's record id in the snapshot, when it was there (and not deleted then inserted again). */
  baseRid?: number;
  /** The document existed in the snapshot. */
  inBase: boolean;
  /** Insertion order, for documents new to the snapshot. */
  order: number;
}

/**
 * What one transaction sees and writes: the committed data as it was when the transaction started (a
 * snapshot), plus its own writes, which stay in memory (the overlay) until commit. The first write to a
 * document claims it: a document another transaction holds, or one committed since the snapshot, is a
 * WriteConflict. At commit the writes are applied to the latest data as one unit (LatestStore).
 */
export class TransactionStore implements Store {
  readonly ops: TransactionOp[] = [];
  private readonly views = new Map<string, OverlayCollection>();
  private readonly claimed: { ns: string; idKey: string }[] = [];
  private readonly claimedKeys = new Set<string>();
  private order = 0;

  constructor(
    private readonly snapshot: SnapshotStore,
    private readonly latest: LatestStore,
    private readonly owner: LockOwner,
    /** The writer's change number when the snapshot was taken. */
    private readonly startedAt: number,
  ) {}

  get changes(): number {
    return this.snapshot.changes;
  }

  databaseNames(): string[] {
    const created = [...this.views.values()].filter((v) => !v.base).map((v) => v.db);
    return [...new Set([...this.snapshot.databaseNames(), ...created])];
  }

  collections(db: string): CollectionView[] {
    const names = new Set(this.snapshot.collections(db).map((c) => c.name));
    for (const view of this.views.values()) if (view.db === db) names.add(view.name);
    return [...names].map((name) => this.get(db, name)!);
  }

  get(db: string, name: string): OverlayCollection | undefined {
    const ns = `${db}.${name}`;
    let view = this.views.get(ns);
    if (view) return view;
    const base = this.snapshot.get(db, name);
    if (!base) return undefined;
    view = new OverlayCollection(db, name, base, undefined);
    this.views.set(ns, view);
    return view;
  }

  ensure(db: string, name: string): { collection: CollectionView; created: boolean } {
    const existing = this.get(db, name);
    if (existing) return { collection: existing, created: false };
    return { collection: this.create(db, name), created: true };
  }

  create(db: string, name: string): CollectionView {
    if (this.get(db, name))
      throw new MongoCommandError(ErrorCode.NamespaceExists, `Collection ${db}.${name} already exists.`);
    if (
      !db ||
      /[/\\. "$]/.test(db) ||
      !name ||
      name.includes('$') ||
      name.startsWith('.') ||
      name.includes('\0')
    )
      throw new MongoCommandError(ErrorCode.InvalidNamespace, `Invalid namespace: ${db}.${name}`);
    const ns = `${db}.${name}`;
    const view = new OverlayCollection(db, name, undefined, [
      { definition: new IndexDefinition(idIndexSpec(), ns), multikey: false },
    ]);
    this.views.set(ns, view);
    this.ops.push({ op: 'create', db, coll: name });
    return view;
  }

  drop(): { indexes: number } | undefined {
    throw notInTransaction('drop');
  }

  dropDatabase(): void {
    throw notInTransaction('dropDatabase');
  }

  dropIndex(): void {
    throw notInTransaction('dropIndexes');
  }

  /** As in MongoDB, only a collection created in this transaction can get new indexes in it. */
  createIndex(collection: CollectionView, spec: IndexSpec): void {
    const view = this.own(collection);
    if (view.base)
      throw new MongoCommandError(
        ErrorCode.OperationNotSupportedInTransaction,
        `Cannot create new indexes on existing collection ${view.ns} in a multi-document transaction.`,
      );
    const definition = new IndexDefinition(spec, view.ns);
    if (spec.unique) {
      const seen = new Set<string>();
      for (const doc of view.liveDocs()) {
        for (const entry of definition.keysOf(doc).entries) {
          const key = entry.key.toString('latin1');
          if (seen.has(key)) throw definition.duplicate(entry.values);
          seen.add(key);
        }
      }
    }
    view.addIndex({ definition, multikey: false });
    this.ops.push({ op: 'index', db: view.db, coll: view.name, spec });
  }

  insert(collection: CollectionView, doc: Document): void {
    const view = this.own(collection);
    validateId(doc._id);
    const idKey = encodeValue(doc._id);
    this.claim(view.ns, idKey);
    if (view.findById(doc._id) !== undefined)
      throw new IndexDefinition(idIndexSpec(), view.ns).duplicate([doc._id]);
    this.checkUnique(view, doc, idKey);
    view.put(idKey, doc, this.order++);
    this.ops.push({ op: 'put', db: view.db, coll: view.name, doc });
  }

  replace(collection: CollectionView, doc: Document): void {
    const view = this.own(collection);
    const idKey = encodeValue(doc._id);
    this.claim(view.ns, idKey);
    this.checkUnique(view, doc, idKey);
    view.put(idKey, doc, this.order++);
    this.ops.push({ op: 'put', db: view.db, coll: view.name, doc });
  }

  delete(collection: CollectionView, id: unknown): void {
    const view = this.own(collection);
    const idKey = encodeValue(id);
    this.claim(view.ns, idKey);
    if (view.findById(id) === undefined) return;
    view.put(idKey, null, this.order++);
    this.ops.push({ op: 'del', db: view.db, coll: view.name, id });
  }

  /** Writes in a transaction never wait: conflicts are detected when the document is written. */
  assertUnlocked(): void {}

  batch<T>(apply: () => T): T {
    return apply();
  }

  commit(): Promise<void> {
    return Promise.resolve();
  }

  /** Ends the view (after commit or abort): the snapshot is released, and the document locks. */
  close(): void {
    this.snapshot.close();
    for (const { ns, idKey } of this.claimed) this.latest.locks.release(ns, idKey, this.owner);
    this.claimed.length = 0;
    this.claimedKeys.clear();
    this.latest.untrack(this.startedAt);
  }

  private claim(ns: string, idKey: Buffer): void {
    const id = idKey.toString('latin1');
    const key = `${ns}\u0000${id}`;
    if (this.claimedKeys.has(key)) return;
    const holder = this.latest.locks.holder(ns, id);
    if ((holder && holder !== this.owner) || this.latest.changedSince(ns, id, this.startedAt))
      throw writeConflict();
    this.latest.locks.acquire(ns, id, this.owner);
    this.claimed.push({ ns, idKey: id });
    this.claimedKeys.add(key);
  }

  /** Unique indexes against the snapshot (less what this transaction changed) and its own documents. */
  private checkUnique(view: OverlayCollection, doc: Document, idKey: Buffer): void {
    const own = idKey.toString('latin1');
    for (const index of view.indexes()) {
      const definition = index.definition;
      if (!definition.spec.unique || definition.isId) continue;
      for (const entry of definition.keysOf(doc).entries) {
        for (const holder of view.keyHolders(definition.name, entry.key))
          if (holder.toString('latin1') !== own) throw definition.duplicate(entry.values);
      }
    }
  }

  private own(collection: CollectionView): OverlayCollection {
    if (!(collection instanceof OverlayCollection))
      throw new MongoCommandError(ErrorCode.NamespaceNotFound, `ns does not exist: ${collection.ns}`);
    return collection;
  }
}

/** One collection as a transaction sees it: the snapshot's documents with the transaction's changes on top. */
class OverlayCollection implements CollectionView {
  private readonly entries = new Map<string, OverlayEntry>();

  constructor(
    readonly db: string,
    readonly name: string,
    /** The snapshot's collection; undefined for one this transaction created. */
    readonly base: CollectionView | undefined,
    private readonly ownIndexes: IndexInfo[] | undefined,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  addIndex(index: IndexInfo): void {
    this.ownIndexes?.push(index);
  }

  indexes(): IndexInfo[] {
    const indexes = this.base?.indexes() ?? this.ownIndexes ?? [];
    if (this.entries.size === 0 && this.base) return indexes;
    // The transaction's documents may hold arrays where the committed ones held none.
    return indexes.map((index) => ({
      definition: index.definition,
      multikey:
        index.multikey ||
        !this.base ||
        [...this.liveDocs()].some((doc) => index.definition.keysOf(doc).multikey),
    }));
  }

  index(name: string): IndexInfo | undefined {
    return this.indexes().find((index) => index.definition.name === name);
  }

  *liveDocs(): Generator<Document> {
    for (const entry of this.entries.values()) if (entry.doc) yield entry.doc;
  }

  count(): number {
    let n = this.base?.count() ?? 0;
    for (const entry of this.entries.values()) n += (entry.doc ? 1 : 0) - (entry.inBase ? 1 : 0);
    return n;
  }

  findById(id: unknown): Document | undefined {
    const entry = this.entries.get(encodeValue(id).toString('latin1'));
    if (entry) return entry.doc ?? undefined;
    return this.base?.findById(id);
  }

  put(idKey: Buffer, doc: Document | null, order: number): void {
    const key = idKey.toString('latin1');
    let entry = this.entries.get(key);
    if (!entry) {
      const stored = this.base?.scan(
        { kind: 'index', index: '_id_', intervals: [{ low: idKey, high: successorOf(idKey) }], direction: 1 },
        undefined,
        1,
      )[0];
      entry = { idKey, doc, inBase: stored !== undefined, order, ...(stored ? { baseRid: stored.rid } : {}) };
      this.entries.set(key, entry);
      return;
    }
    // Deleted, then inserted again: a new document, at the end of natural order.
    if (entry.doc === null && doc !== null) {
      delete entry.baseRid;
      entry.order = order;
    }
    entry.doc = doc;
  }

  scan(source: ScanSource, after: ScanPosition | undefined, limit: number): Row[] {
    const fromBase: Row[] = [];
    let position = after;
    while (this.base && fromBase.length < limit) {
      const rows = this.base.scan(source, position, limit);
      for (const row of rows) if (!this.entries.has(row.idKey.toString('latin1'))) fromBase.push(row);
      if (rows.length < limit) break;
      const last = rows[rows.length - 1]!;
      position = { rid: last.rid, ...(last.key ? { key: last.key } : {}) };
    }
    const compare = rowOrder(source);
    const own = this.overlayRows(source).filter((row) => !after || compare(row, after) > 0);
    return [...fromBase, ...own].sort(compare).slice(0, limit);
  }

  private overlayRows(source: ScanSource): Row[] {
    const rows: Row[] = [];
    const definition = source.kind === 'index' ? this.index(source.index)?.definition : undefined;
    for (const entry of this.entries.values()) {
      if (!entry.doc) continue;
      const rid = entry.baseRid ?? INSERTED_RID_BASE + entry.order;
      if (source.kind === 'collection') {
        rows.push({ rid, idKey: entry.idKey, doc: entry.doc });
        continue;
      }
      const keys = definition?.isId
        ? [entry.idKey]
        : (definition?.keysOf(entry.doc).entries.map((e) => e.key) ?? []);
      for (const key of keys)
        if (source.intervals.some((interval) => within(key, interval)))
          rows.push({ rid, key, idKey: entry.idKey, doc: entry.doc });
    }
    return rows;
  }

  countKeys(index: string, intervals: KeyInterval[], limit?: number): number {
    if (this.entries.size === 0 && this.base) return this.base.countKeys(index, intervals, limit);
    const definition = this.index(index)?.definition;
    if (!definition) return 0;
    const entriesIn = (doc: Document, idKey: Buffer) =>
      (definition.isId ? [idKey] : definition.keysOf(doc).entries.map((e) => e.key)).filter((key) =>
        intervals.some((interval) => within(key, interval)),
      ).length;
    let n = this.base?.countKeys(index, intervals) ?? 0;
    for (const entry of this.entries.values()) {
      const stored = entry.inBase && this.base ? storedDoc(this.base, entry.idKey) : undefined;
      if (stored) n -= entriesIn(stored, entry.idKey);
      if (entry.doc) n += entriesIn(entry.doc, entry.idKey);
    }
    return n;
  }

  keyHolders(index: string, key: Buffer): Buffer[] {
    const holders = (this.base?.keyHolders(index, key) ?? []).filter(
      (holder) => !this.entries.has(holder.toString('latin1')),
    );
    const definition = this.index(index)?.definition;
    for (const entry of this.entries.values()) {
      if (!entry.doc || !definition) continue;
      const keys = definition.isId ? [entry.idKey] : definition.keysOf(entry.doc).entries.map((e) => e.key);
      if (keys.some((k) => k.equals(key))) holders.push(entry.idKey);
    }
    return holders;
  }
}

/** The snapshot's version of a document, by its `_id` key. */
function storedDoc(base: CollectionView, idKey: Buffer): Document | undefined {
  const [row] = base.scan(
    { kind: 'index', index: '_id_', intervals: [{ low: idKey, high: successorOf(idKey) }], direction: 1 },
    undefined,
    1,
  );
  return row?.doc;
}

function successorOf(key: Buffer): Buffer {
  // An encoded key is never a prefix of another, so [key, key + 0x00) holds exactly `key`.
  return Buffer.concat([key, Buffer.from([0])]);
}

function within(key: Buffer, interval: KeyInterval): boolean {
  return (
    (!interval.low || Buffer.compare(key, interval.low) >= 0) &&
    (!interval.high || Buffer.compare(key, interval.high) < 0)
  );
}

function rowOrder(source: ScanSource): (a: Row | ScanPosition, b: Row | ScanPosition) => number {
  return (a, b) => {
    let order = 0;
    if (source.kind === 'index') order = Buffer.compare(a.key ?? Buffer.alloc(0), b.key ?? Buffer.alloc(0));
    if (order === 0) order = a.rid - b.rid;
    return order * source.direction;
  };
}

function notInTransaction(command: string): MongoCommandError {
  return new MongoCommandError(
    ErrorCode.OperationNotSupportedInTransaction,
    `Cannot run '${command}' in a multi-document transaction.`,
  );
}
