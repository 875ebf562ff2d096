import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../../errors';
import type { IndexDefinition } from '../index-definition';
import type { CollectionView, Store } from '../store';
import { CatalogView } from './catalog-view';
import type { Connection } from './connection';
import { loadCatalog, type CollectionMeta } from './schema';

/** Where a snapshot's connection goes back when the snapshot ends. */
export interface ReaderPool {
  release(conn: Connection): void;
}

/**
 * The data as it was at one moment: a read transaction on a connection of its own. SQLite's WAL keeps
 * every page version that transaction may read, so whatever the writer commits afterwards (documents,
 * collections created or dropped) stays invisible to it. Read-only.
 */
export class SnapshotStore extends CatalogView implements Store {
  private open = true;

  private constructor(
    conn: Connection,
    catalog: Map<string, CollectionMeta>,
    readonly changes: number,
    private readonly pool: ReaderPool,
  ) {
    super(conn, catalog, undefined, () => this.open);
  }

  /** Starts a read transaction on `conn`; `changes` is the writer's change number at this moment. */
  static begin(
    conn: Connection,
    definitions: Map<number, IndexDefinition>,
    changes: number,
    pool: ReaderPool,
  ): SnapshotStore {
    conn.exec('BEGIN');
    try {
      // The transaction's first read fixes its snapshot: the catalog, read here.
      return new SnapshotStore(conn, loadCatalog(conn, definitions), changes, pool);
    } catch (error) {
      conn.exec('ROLLBACK');
      throw error;
    }
  }

  get isOpen(): boolean {
    return this.open;
  }

  /** Ends the read transaction; the view must not be read afterwards. */
  close(): void {
    if (!this.open) return;
    this.open = false;
    this.conn.exec('ROLLBACK');
    this.pool.release(this.conn);
  }

  batch<T>(apply: () => T): T {
    return apply();
  }

  commit(): Promise<void> {
    return Promise.resolve();
  }

  ensure(): { collection: CollectionView; created: boolean } {
    throw readOnly();
  }
  create(): CollectionView {
    throw readOnly();
  }
  drop(): { indexes: number } | undefined {
    throw readOnly();
  }
  dropDatabase(): void {
    throw readOnly();
  }
  createIndex(): void {
    throw readOnly();
  }
  dropIndex(): void {
    throw readOnly();
  }
  insert(): void {
    throw readOnly();
  }
  replace(): void {
    throw readOnly();
  }
  delete(): void {
    throw readOnly();
  }
  assertUnlocked(_collection: CollectionView, _docs: Iterable<Document>): void {}
}

function readOnly(): MongoCommandError {
  return new MongoCommandError(ErrorCode.IllegalOperation, 'a snapshot read cannot write');
}
