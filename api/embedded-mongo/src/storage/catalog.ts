import type { Document } from 'bson';
import { ErrorCode, MongoCommandError } from '../errors';
import { Collection } from './collection';
import type { IndexSpec } from './secondary-index';

/** One entry of the journal and of snapshots; replaying them in order rebuilds the catalog. */
export type JournalRecord =
  | { op: 'create'; db: string; coll: string }
  | { op: 'drop'; db: string; coll: string }
  | { op: 'dropDb'; db: string }
  | { op: 'index'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'del'; db: string; coll: string; id: unknown };

export interface JournalSink {
  append(record: JournalRecord): void;
  commit(): Promise<void>;
}

/**
 * All databases and collections. Every mutation goes through here so it is journaled in
 * the same synchronous step that applies it; callers then `await commit()` before replying.
 */
export class Catalog {
  private readonly dbs = new Map<string, Map<string, Collection>>();
  private sink: JournalSink | undefined;

  attach(sink: JournalSink): void {
    this.sink = sink;
  }

  commit(): Promise<void> {
    return this.sink ? this.sink.commit() : Promise.resolve();
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
    let colls = this.dbs.get(db);
    if (!colls) this.dbs.set(db, (colls = new Map()));
    colls.set(name, collection);
    this.sink?.append({ op: 'create', db, coll: name });
    return collection;
  }

  drop(db: string, name: string): Collection | undefined {
    const colls = this.dbs.get(db);
    const collection = colls?.get(name);
    if (!colls || !collection) return undefined;
    colls.delete(name);
    if (colls.size === 0) this.dbs.delete(db);
    this.sink?.append({ op: 'drop', db, coll: name });
    return collection;
  }

  dropDatabase(db: string): void {
    if (!this.dbs.delete(db)) return;
    this.sink?.append({ op: 'dropDb', db });
  }

  insert(collection: Collection, doc: Document): void {
    collection.insert(doc);
    this.sink?.append({ op: 'put', db: collection.db, coll: collection.name, doc });
  }

  replace(collection: Collection, doc: Document): void {
    collection.replace(doc);
    this.sink?.append({ op: 'put', db: collection.db, coll: collection.name, doc });
  }

  delete(collection: Collection, id: unknown): void {
    if (collection.deleteById(id))
      this.sink?.append({ op: 'del', db: collection.db, coll: collection.name, id });
  }

  createIndex(collection: Collection, spec: IndexSpec): void {
    collection.addIndex(spec);
    this.sink?.append({ op: 'index', db: collection.db, coll: collection.name, spec });
  }

  dropIndex(collection: Collection, name: string): void {
    if (collection.dropIndex(name))
      this.sink?.append({ op: 'dropIndex', db: collection.db, coll: collection.name, name });
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
