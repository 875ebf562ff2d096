import type { Document } from 'bson';
import { writeConflict } from '../errors';
import { Catalog, type JournalRecord, type SnapshotHolder } from './catalog';
import type { Collection } from './collection';
import type { LockOwner } from './document-locks';
import { valueKey } from './values';

/**
 * What one transaction sees: the committed catalog as it was when the transaction started. A
 * collection is copied when the transaction first touches it, or earlier, just before someone
 * else changes it (so the copy is always the state at the start). The transaction's writes go
 * to the copies only, recorded as journal records for the commit. The first write to a document locks it;
 * a document another transaction holds, or one committed since this snapshot, is a WriteConflict.
 */
export class TransactionCatalog extends Catalog implements SnapshotHolder {
  readonly ops: JournalRecord[] = [];
  private readonly claimed: { ns: string; idKey: string }[] = [];
  private readonly claimedKeys = new Set<string>();

  constructor(
    private readonly base: Catalog,
    private readonly owner: LockOwner,
  ) {
    super();
    this.attach({ append: (record) => this.ops.push(record), commit: () => Promise.resolve() });
    base.openSnapshot(this);
  }

  preserve(collection: Collection): void {
    if (!super.get(collection.db, collection.name)) this.adopt(collection.clone());
  }

  override get(db: string, name: string): Collection | undefined {
    const own = super.get(db, name);
    if (own) return own;
    const committed = this.base.get(db, name);
    if (!committed) return undefined;
    const copy = committed.clone();
    this.adopt(copy);
    return copy;
  }

  override collections(db: string): Collection[] {
    const names = new Set([...this.base.collections(db), ...super.collections(db)].map((c) => c.name));
    return [...names].map((name) => this.get(db, name) as Collection);
  }

  /** Writes in a transaction never wait: conflicts are detected when the document is written. */
  override assertUnlocked(): void {}

  override insert(collection: Collection, doc: Document): void {
    this.claim(collection, doc._id);
    super.insert(collection, doc);
  }

  override replace(collection: Collection, doc: Document): void {
    this.claim(collection, doc._id);
    super.replace(collection, doc);
  }

  override delete(collection: Collection, id: unknown): void {
    this.claim(collection, id);
    super.delete(collection, id);
  }

  /** Ends the view (after commit or abort): no more copies, and its document locks are released. */
  close(): void {
    this.base.closeSnapshot(this);
    for (const { ns, idKey } of this.claimed) this.base.locks.release(ns, idKey, this.owner);
    this.claimed.length = 0;
    this.claimedKeys.clear();
  }

  private claim(collection: Collection, id: unknown): void {
    const idKey = valueKey(id);
    const key = `${collection.ns}\u0000${idKey}`;
    if (this.claimedKeys.has(key)) return;
    const holder = this.base.locks.holder(collection.ns, idKey);
    // Not yet written by this transaction, so the copy still holds the snapshot's version.
    const snapshot = collection.getByKey(idKey);
    const committed = this.base.get(collection.db, collection.name)?.getByKey(idKey);
    if ((holder && holder !== this.owner) || committed !== snapshot) throw writeConflict();
    this.base.locks.acquire(collection.ns, idKey, this.owner);
    this.claimed.push({ ns: collection.ns, idKey });
    this.claimedKeys.add(key);
  }
}
