import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../../errors';
import type { CountCache } from '../count-cache';
import type { DocumentCache } from '../document-cache';
import { encodeValue } from '../key-encoding';
import type { CollectionView, IndexInfo, KeyInterval, Row, ScanPosition, ScanSource } from '../store';
import { CollectionTable, decodeDocument, type RawRow } from './collection-table';
import type { Connection } from './connection';
import { nsOf, type CollectionMeta } from './schema';

/**
 * Scans reading more rows than this at a time (a pipeline or a TTL pass going through thousands of documents)
 * use the document cache without filling it: a long scan would push out what the cache is for (documents
 * read again and again) and leave the heap the old entries as garbage.
 */
const CACHED_SCAN_ROWS = 128;

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A collection read through one connection (the writer's, or a snapshot's), decoding rows into documents. */
export class TableCollectionView implements CollectionView {
  readonly table: CollectionTable;

  constructor(
    conn: Connection,
    readonly meta: CollectionMeta,
    /** The latest data's document cache; snapshots read without one. */
    private readonly cache?: DocumentCache,
    private readonly alive?: () => boolean,
    private readonly counts?: CountCache,
  ) {
    this.table = new CollectionTable(conn, meta);
  }

  /** A snapshot's reads after it ended (a cursor kept past its transaction) are refused. */
  private get gone(): boolean {
    if (this.alive && !this.alive())
      throw new MongoCommandError(ErrorCode.CursorNotFound, 'the snapshot this read belongs to has ended');
    return this.meta.dropped === true;
  }

  get db(): string {
    return this.meta.db;
  }

  get name(): string {
    return this.meta.name;
  }

  get ns(): string {
    return nsOf(this.meta.db, this.meta.name);
  }

  indexes(): IndexInfo[] {
    return this.meta.indexes;
  }

  index(name: string): IndexInfo | undefined {
    return this.meta.indexes.find((index) => index.definition.name === name);
  }

  count(): number {
    return this.gone ? 0 : this.meta.count;
  }

  findById(id: unknown): Document | undefined {
    if (this.gone) return undefined;
    const row = this.table.rowByIdKey(encodeValue(id));
    return row && this.decode(row);
  }

  scan(source: ScanSource, after: ScanPosition | undefined, limit: number): Row[] {
    if (this.gone || limit <= 0) return [];
    const remember = limit <= CACHED_SCAN_ROWS;
    return this.table.scan(source, after, limit).map((row) => ({
      rid: row.r,
      key: row.ik ? asBuffer(row.ik) : undefined,
      idKey: asBuffer(row.k),
      doc: this.decode(row, remember),
    }));
  }

  scanEach(
    source: ScanSource,
    after: ScanPosition | undefined,
    limit: number,
    visit: (row: Row) => void,
  ): number {
    if (this.gone || limit <= 0) return 0;
    const remember = limit <= CACHED_SCAN_ROWS;
    const rows = this.table.scan(source, after, limit);
    for (const row of rows)
      visit({
        rid: row.r,
        key: row.ik ? asBuffer(row.ik) : undefined,
        idKey: asBuffer(row.k),
        doc: this.decode(row, remember),
      });
    return rows.length;
  }

  countKeys(index: string, intervals: KeyInterval[], limit?: number): number {
    if (this.gone) return 0;
    if (!this.counts) return this.table.countKeys(index, intervals, limit);
    const { version } = this.table.indexMeta(index);
    const key = `${this.meta.id}\u0000${index}\u0000${limit ?? ''}\u0000${intervals
      .map((i) => `${i.low?.toString('hex') ?? ''}-${i.high?.toString('hex') ?? ''}`)
      .join(',')}`;
    const remembered = this.counts.get(key, version);
    if (remembered !== undefined) return remembered;
    const n = this.table.countKeys(index, intervals, limit);
    this.counts.set(key, version, n);
    return n;
  }

  keyHolders(index: string, key: Buffer): Buffer[] {
    return this.gone ? [] : this.table.keyHolders(index, key).map(asBuffer);
  }

  /** `remember`: whether a document not in the cache is added to it. */
  decode(row: RawRow, remember = true): Document {
    if (!this.cache) return decodeDocument(this.meta, row);
    const key = `${this.meta.id}:${row.r}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const doc = decodeDocument(this.meta, row);
    if (remember) this.cache.set(key, doc, row.d.byteLength);
    return doc;
  }

  /** Forgets the cached version of a document that is being changed. */
  uncache(rid: number): void {
    this.cache?.delete(`${this.meta.id}:${rid}`);
  }
}
