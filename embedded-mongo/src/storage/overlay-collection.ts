import type { Document } from 'bson';
import { encodeValue } from './key-encoding';
import type { CollectionView, IndexInfo, KeyInterval, Row, ScanPosition, ScanSource } from './store';

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

/** One collection as a transaction sees it: the snapshot's documents with the transaction's changes on top. */
export class OverlayCollection implements CollectionView {
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
