import { sqlite, type DatabaseSync, type SQLInputValue, type StatementSync } from './node-sqlite';

export interface ConnectionOptions {
  /** SQLite's page cache for this connection, in bytes. */
  cacheBytes: number;
  /** `FULL`, `NORMAL` or `OFF` (see engine.ts for the one chosen). */
  synchronous: 'FULL' | 'NORMAL' | 'OFF';
  readOnly?: boolean;
}

/** One SQLite connection with its prepared statements cached by SQL text. */
export class Connection {
  readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private closed = false;

  constructor(
    readonly file: string,
    options: ConnectionOptions,
  ) {
    this.db = new (sqlite().DatabaseSync)(file, { readOnly: options.readOnly ?? false });
    // WAL: readers keep a consistent snapshot while the writer goes on, and a commit appends to one file.
    this.db.exec(`PRAGMA journal_mode = WAL`);
    this.db.exec(`PRAGMA synchronous = ${options.synchronous}`);
    this.db.exec(`PRAGMA cache_size = ${-Math.max(64, Math.round(options.cacheBytes / 1024))}`);
    // Temporary B-trees (a large ORDER BY SQLite sorts itself) stay in memory only while small.
    this.db.exec('PRAGMA temp_store = FILE');
    this.db.exec('PRAGMA foreign_keys = OFF');
    // Another process (db-repair, a backup copy) holding the file briefly: wait rather than fail.
    this.db.exec('PRAGMA busy_timeout = 5000');
  }

  statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }

  run(sql: string, ...params: SQLInputValue[]): { changes: number; lastInsertRowid: number } {
    const result = this.statement(sql).run(...params);
    return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
  }

  get<T>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.statement(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.statement(sql).all(...params) as T[];
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  /** Forgets the statements that name `table` (it was dropped). */
  forgetTable(table: string): void {
    const word = new RegExp(`\\b${table}\\b`);
    for (const sql of this.statements.keys()) if (word.test(sql)) this.statements.delete(sql);
  }

  close(): void {
    this.statements.clear();
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }
}
