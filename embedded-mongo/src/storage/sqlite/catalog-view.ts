import type { CountCache } from '../count-cache';
import type { DocumentCache } from '../document-cache';
import type { CollectionView } from '../store';
import type { Connection } from './connection';
import { nsOf, type CollectionMeta } from './schema';
import { TableCollectionView } from './table-view';

/** The databases and collections one connection sees (the writer's latest data, or a snapshot's). */
export class CatalogView {
  private readonly views = new Map<CollectionMeta, TableCollectionView>();

  constructor(
    readonly conn: Connection,
    readonly catalog: Map<string, CollectionMeta>,
    protected readonly cache?: DocumentCache,
    /** False once a snapshot has ended: its connection may already serve another one. */
    private readonly alive?: () => boolean,
    /** The latest data's remembered counts (snapshots count afresh). */
    protected readonly counts?: CountCache,
  ) {}

  databaseNames(): string[] {
    return [...new Set([...this.catalog.values()].map((meta) => meta.db))];
  }

  collections(db: string): CollectionView[] {
    return [...this.catalog.values()].filter((meta) => meta.db === db).map((meta) => this.view(meta));
  }

  get(db: string, name: string): TableCollectionView | undefined {
    const meta = this.catalog.get(nsOf(db, name));
    return meta && this.view(meta);
  }

  protected view(meta: CollectionMeta): TableCollectionView {
    let view = this.views.get(meta);
    if (!view) {
      view = new TableCollectionView(this.conn, meta, this.cache, this.alive, this.counts);
      this.views.set(meta, view);
    }
    return view;
  }

  protected forget(meta: CollectionMeta): void {
    this.views.delete(meta);
  }
}
