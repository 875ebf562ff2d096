import { Catalog, type SnapshotHolder } from './catalog';
import type { Collection } from './collection';

/**
 * The committed catalog as it was at one moment, for snapshot reads outside transactions. Nothing is
 * copied up front: the view keeps the collection objects of that moment, and a collection is copied only
 * just before it first changes afterwards (documents are shared, never mutated in place), so an unchanged
 * collection costs nothing. Collections created later are not in it; dropped ones still are. Read-only:
 * only reading commands ever run on it.
 */
export class SnapshotCatalog extends Catalog implements SnapshotHolder {
  private readonly atMoment = new Map<string, Map<string, Collection>>();
  private readonly copied = new Set<Collection>();

  constructor(private readonly base: Catalog) {
    super();
    for (const db of base.databaseNames()) {
      this.atMoment.set(db, new Map(base.collections(db).map((collection) => [collection.name, collection])));
    }
    base.openSnapshot(this);
  }

  preserve(collection: Collection): void {
    const colls = this.atMoment.get(collection.db);
    // Only the object this view holds matters (a collection re-created since is another object).
    if (colls?.get(collection.name) !== collection || this.copied.has(collection)) return;
    const copy = collection.clone();
    this.copied.add(copy);
    colls.set(collection.name, copy);
  }

  override databaseNames(): string[] {
    return [...this.atMoment.keys()];
  }

  override collections(db: string): Collection[] {
    return [...(this.atMoment.get(db)?.values() ?? [])];
  }

  override get(db: string, name: string): Collection | undefined {
    return this.atMoment.get(db)?.get(name);
  }

  /** Stops keeping copies; the view must not be read afterwards. */
  close(): void {
    this.base.closeSnapshot(this);
    this.atMoment.clear();
  }
}
