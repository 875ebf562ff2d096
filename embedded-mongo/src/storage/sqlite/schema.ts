import { deserialize, serialize } from 'bson';
import { IndexDefinition, idIndexSpec, type IndexSpec } from '../index-definition';
import type { Connection } from './connection';

/**
 * The database file's layout:
 *
 * - `_meta (name, value)`: the format version, when the folder was upgraded from the journal format.
 * - `_collections (id, db, name, count)`: one row per collection; `count` is kept with every write.
 * - `_indexes (id, collection, name, spec, multikey)`: every index but `_id_`, with its specification as BSON.
 * - `c<id> (r, k, h, d)`: a collection's documents: `r` the record id (natural order), `k` the `_id`'s
 *   order-preserving key (unique: the `_id_` index), `h` the CRC-32 of `d`, `d` the document as BSON.
 * - `x<id> (k, r)`: an index's entries, the key as key-encoding.ts makes it and the document's record id.
 *
 * Table names come from ids (AUTOINCREMENT: never reused), so a collection's name can be anything MongoDB
 * allows and a dropped collection's statements can never reach a new one.
 */
export const FORMAT_VERSION = 1;

export const collectionTable = (id: number): string => `c${id}`;
export const indexTable = (id: number): string => `x${id}`;

export interface IndexMeta {
  /** 0 for `_id_`. */
  id: number;
  definition: IndexDefinition;
  multikey: boolean;
  /** Moves on whenever an entry is added or removed (in memory: what remembered counts are checked against). */
  version: number;
  /** The entries' table; undefined for `_id_`, whose keys are the collection table's own `k` column. */
  table?: string;
}

export interface CollectionMeta {
  id: number;
  db: string;
  name: string;
  table: string;
  count: number;
  /** `_id_` first. */
  indexes: IndexMeta[];
  /** Set once the collection is dropped: handles still held by a command see it as gone. */
  dropped?: boolean;
}

export const nsOf = (db: string, name: string): string => `${db}.${name}`;

export function createSchema(conn: Connection): void {
  conn.exec(`
    CREATE TABLE IF NOT EXISTS _meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS _collections (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      db TEXT NOT NULL,
      name TEXT NOT NULL,
      count INTEGER NOT NULL DEFAULT 0,
      UNIQUE (db, name)
    );
    CREATE TABLE IF NOT EXISTS _indexes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      collection INTEGER NOT NULL,
      name TEXT NOT NULL,
      spec BLOB NOT NULL,
      multikey INTEGER NOT NULL DEFAULT 0,
      UNIQUE (collection, name)
    );
  `);
  conn.run(`INSERT OR IGNORE INTO _meta (name, value) VALUES ('format', ?)`, String(FORMAT_VERSION));
}

export function readMeta(conn: Connection, name: string): string | undefined {
  return conn.get<{ value: string }>('SELECT value FROM _meta WHERE name = ?', name)?.value;
}

export function writeMeta(conn: Connection, name: string, value: string): void {
  conn.run(
    'INSERT INTO _meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
    name,
    value,
  );
}

export function createCollectionTables(conn: Connection, db: string, name: string): CollectionMeta {
  const { lastInsertRowid: id } = conn.run('INSERT INTO _collections (db, name) VALUES (?, ?)', db, name);
  const table = collectionTable(id);
  conn.exec(
    `CREATE TABLE ${table} (r INTEGER PRIMARY KEY, k BLOB NOT NULL UNIQUE, h INTEGER NOT NULL, d BLOB NOT NULL)`,
  );
  const ns = nsOf(db, name);
  return {
    id,
    db,
    name,
    table,
    count: 0,
    indexes: [{ id: 0, definition: new IndexDefinition(idIndexSpec(), ns), multikey: false, version: 0 }],
  };
}

export function dropCollectionTables(conn: Connection, meta: CollectionMeta): void {
  for (const index of meta.indexes) if (index.table) dropIndexTable(conn, index.table);
  conn.exec(`DROP TABLE IF EXISTS ${meta.table}`);
  conn.forgetTable(meta.table);
  conn.run('DELETE FROM _indexes WHERE collection = ?', meta.id);
  conn.run('DELETE FROM _collections WHERE id = ?', meta.id);
}

export function createIndexTable(conn: Connection, meta: CollectionMeta, spec: IndexSpec): IndexMeta {
  const { lastInsertRowid: id } = conn.run(
    'INSERT INTO _indexes (collection, name, spec) VALUES (?, ?, ?)',
    meta.id,
    spec.name,
    serialize(spec),
  );
  const table = indexTable(id);
  conn.exec(`CREATE TABLE ${table} (k BLOB NOT NULL, r INTEGER NOT NULL, PRIMARY KEY (k, r)) WITHOUT ROWID`);
  return {
    id,
    definition: new IndexDefinition(spec, nsOf(meta.db, meta.name)),
    multikey: false,
    version: 0,
    table,
  };
}

export function dropIndexTable(conn: Connection, table: string): void {
  conn.exec(`DROP TABLE IF EXISTS ${table}`);
  conn.forgetTable(table);
}

interface CollectionRow {
  id: number;
  db: string;
  name: string;
  count: number;
}

interface IndexRow {
  id: number;
  collection: number;
  spec: Uint8Array;
  multikey: number;
}

/**
 * Every collection with its indexes, as the connection's snapshot has them. Index definitions (parsed
 * specifications, collations) are shared through `definitions`: an index's specification never changes.
 */
export function loadCatalog(
  conn: Connection,
  definitions: Map<number, IndexDefinition>,
): Map<string, CollectionMeta> {
  const catalog = new Map<string, CollectionMeta>();
  const byId = new Map<number, CollectionMeta>();
  for (const row of conn.all<CollectionRow>('SELECT id, db, name, count FROM _collections ORDER BY id')) {
    const ns = nsOf(row.db, row.name);
    const meta: CollectionMeta = {
      id: row.id,
      db: row.db,
      name: row.name,
      table: collectionTable(row.id),
      count: row.count,
      indexes: [{ id: 0, definition: new IndexDefinition(idIndexSpec(), ns), multikey: false, version: 0 }],
    };
    catalog.set(ns, meta);
    byId.set(row.id, meta);
  }
  for (const row of conn.all<IndexRow>('SELECT id, collection, spec, multikey FROM _indexes ORDER BY id')) {
    const meta = byId.get(row.collection);
    if (!meta) continue;
    let definition = definitions.get(row.id);
    if (!definition) {
      const spec = deserialize(row.spec, { promoteValues: true }) as IndexSpec;
      definitions.set(row.id, (definition = new IndexDefinition(spec, nsOf(meta.db, meta.name))));
    }
    meta.indexes.push({
      id: row.id,
      definition,
      multikey: row.multikey === 1,
      version: 0,
      table: indexTable(row.id),
    });
  }
  return catalog;
}
