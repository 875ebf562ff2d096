import type { Document } from 'bson';
import { ErrorCode, MongoCommandError, writeConflict } from '../errors';
import type { LockOwner } from './document-locks';
import { IndexDefinition, idIndexSpec, type IndexSpec } from './index-definition';
import { encodeValue } from './key-encoding';
import { ensureCollection, type CollectionView, type Store, type TransactionOp } from './store';
import type { LatestStore } from './sqlite/latest-store';
import type { SnapshotStore } from './sqlite/snapshot-store';
import { OverlayCollection } from './overlay-collection';
import { validateId, validateName } from './values';

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
    return ensureCollection(this, db, name);
  }

  create(db: string, name: string): CollectionView {
    if (this.get(db, name))
      throw new MongoCommandError(ErrorCode.NamespaceExists, `Collection ${db}.${name} already exists.`);
    validateName(db, name);
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
    this.latest.writes.untrack(this.startedAt);
  }

  private claim(ns: string, idKey: Buffer): void {
    const id = idKey.toString('latin1');
    const key = `${ns}\u0000${id}`;
    if (this.claimedKeys.has(key)) return;
    const holder = this.latest.locks.holder(ns, id);
    if ((holder && holder !== this.owner) || this.latest.writes.changedSince(ns, id, this.startedAt))
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

function notInTransaction(command: string): MongoCommandError {
  return new MongoCommandError(
    ErrorCode.OperationNotSupportedInTransaction,
    `Cannot run '${command}' in a multi-document transaction.`,
  );
}
