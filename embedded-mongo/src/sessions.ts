import { Binary, type Document } from 'bson';
import { ErrorCode, MongoCommandError, TRANSIENT_TRANSACTION_ERROR, writeConflict } from './errors';
import { isSnapshotRead, SnapshotReads } from './snapshot-reads';
import type { SqliteEngine } from './storage/sqlite/engine';
import type { Store } from './storage/store';
import { TransactionStore } from './storage/transaction-store';
import { valueKey } from './storage/values';

/** Commands MongoDB accepts inside a multi-document transaction (the rest answer 263). */
const TRANSACTION_COMMANDS = new Set([
  'find',
  'getMore',
  'killCursors',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'aggregate',
  'distinct',
  'create',
  'createIndexes',
]);
/** MongoDB's transactionLifetimeLimitSeconds default: older open transactions are aborted. */
const TRANSACTION_LIFETIME_MS = 60_000;
/** logicalSessionTimeoutMinutes as reported by hello. */
const SESSION_IDLE_MS = 30 * 60_000;

type Run = (store: Store, body: Document) => Promise<Document>;

class Transaction {
  state: 'active' | 'committed' | 'aborted' = 'active';
  readonly view: TransactionStore;
  readonly released: Promise<void>;
  private release!: () => void;

  constructor(
    readonly txnNumber: number,
    readonly startedAt: number,
    engine: SqliteEngine,
  ) {
    this.released = new Promise((resolve) => (this.release = resolve));
    // The snapshot and the change number it matches are taken in the same synchronous step.
    const changes = engine.latest.writes.track();
    this.view = new TransactionStore(engine.snapshot(), engine.latest, this, changes);
  }

  end(state: 'committed' | 'aborted'): void {
    if (this.state !== 'active') return;
    this.state = state;
    this.view.close();
    this.release();
  }
}

interface Session {
  lastUse: number;
  txn?: Transaction;
  /** The last retryable write, answered again (not re-run) when the driver retries it. */
  retried?: { txnNumber: number; reply: Promise<Document> };
}

/**
 * Logical sessions: multi-document transactions (a snapshot of the whole database, document locks,
 * all-or-nothing commit as one write unit), retryable writes (a retried txnNumber returns the first
 * attempt's reply) and snapshot reads, as a single-node replica set offers them.
 */
export class SessionRegistry {
  private readonly sessions = new Map<string, Session>();
  private readonly snapshotReads: SnapshotReads;
  private readonly reaper: NodeJS.Timeout;

  constructor(
    private readonly engine: SqliteEngine,
    private readonly now: () => number = Date.now,
  ) {
    this.snapshotReads = new SnapshotReads(engine, now);
    this.reaper = setInterval(() => this.reap(), 1_000);
    this.reaper.unref();
  }

  /** Runs `body` in its session's context: transaction statement, retryable write, or plain. */
  async run(name: string, body: Document, run: Run): Promise<Document> {
    const lsid = body.lsid as Document | undefined;
    if (body.txnNumber === undefined)
      return isSnapshotRead(body) ? this.snapshotReads.run(name, body, run) : run(this.engine.latest, body);
    if (!lsid)
      throw new MongoCommandError(
        ErrorCode.InvalidOptions,
        'Transaction number requires a session ID to also be specified',
      );
    const txnNumber = Number(body.txnNumber);
    const session = this.session(lsid);
    const { txnNumber: _n, autocommit, startTransaction, ...rest } = body;
    if (autocommit === undefined) return this.retryableWrite(session, txnNumber, rest, run);
    if (autocommit !== false)
      throw new MongoCommandError(ErrorCode.InvalidOptions, 'Specifying autocommit=true is not allowed.');
    if (startTransaction === true) this.start(session, txnNumber);
    const txn = this.current(session, txnNumber, name);
    if (name === 'commitTransaction') return this.commit(txn);
    if (name === 'abortTransaction') return this.abort(txn);
    if (!TRANSACTION_COMMANDS.has(name)) {
      throw new MongoCommandError(
        ErrorCode.OperationNotSupportedInTransaction,
        `Cannot run '${name}' in a multi-document transaction.`,
      );
    }
    // A failed statement aborts the transaction, as in MongoDB; error labels tell the driver to retry.
    let reply: Document;
    try {
      reply = await run(txn.view, rest);
    } catch (err) {
      if (txn.state === 'active') txn.end('aborted');
      throw err;
    }
    if ((reply.ok !== 1 || reply.writeErrors) && txn.state === 'active') txn.end('aborted');
    return reply;
  }

  /** endSessions: their open transactions are aborted. */
  end(ids: Document[]): void {
    for (const lsid of ids) {
      const key = sessionKey(lsid);
      this.sessions.get(key)?.txn?.end('aborted');
      this.sessions.delete(key);
    }
  }

  /** killAllSessions: every open transaction is aborted. */
  killAll(): void {
    for (const session of this.sessions.values())
      if (session.txn?.state === 'active') session.txn.end('aborted');
    this.sessions.clear();
  }

  close(): void {
    clearInterval(this.reaper);
    this.killAll();
    this.snapshotReads.close();
  }

  private session(lsid: Document): Session {
    const key = sessionKey(lsid);
    let session = this.sessions.get(key);
    if (!session) this.sessions.set(key, (session = { lastUse: 0 }));
    session.lastUse = this.now();
    return session;
  }

  private start(session: Session, txnNumber: number): void {
    const previous = session.txn;
    if (previous && previous.txnNumber >= txnNumber) {
      throw new MongoCommandError(
        ErrorCode.ConflictingOperationInProgress,
        `Cannot start transaction ${txnNumber} on session because a newer transaction ${previous.txnNumber} has already started.`,
      );
    }
    // A newer transaction number supersedes an unfinished older one, which is aborted.
    if (previous?.state === 'active') previous.end('aborted');
    session.txn = new Transaction(txnNumber, this.now(), this.engine);
  }

  private current(session: Session, txnNumber: number, name: string): Transaction {
    const txn = session.txn;
    if (!txn || txn.txnNumber !== txnNumber) {
      throw new MongoCommandError(
        ErrorCode.NoSuchTransaction,
        `Given transaction number ${txnNumber} does not match any in-progress transactions.${txn ? ` The active transaction number is ${txn.txnNumber}` : ''}`,
        TRANSIENT_TRANSACTION_ERROR,
      );
    }
    // Retrying commitTransaction after success is answered with success again.
    if (txn.state === 'committed' && name === 'commitTransaction') return txn;
    if (txn.state !== 'active') {
      throw new MongoCommandError(
        ErrorCode.NoSuchTransaction,
        `Transaction with { txnNumber: ${txnNumber} } has been ${txn.state}.`,
        txn.state === 'aborted' ? TRANSIENT_TRANSACTION_ERROR : {},
      );
    }
    return txn;
  }

  private async commit(txn: Transaction): Promise<Document> {
    if (txn.state === 'committed') {
      await this.engine.latest.commit();
      return { ok: 1 };
    }
    try {
      this.engine.latest.applyTransaction(txn.view.ops);
    } catch (err) {
      txn.end('aborted');
      // A unique key committed by someone else meanwhile: MongoDB reports that as a write conflict.
      if (err instanceof MongoCommandError && err.code === ErrorCode.DuplicateKey) throw writeConflict();
      throw err;
    }
    txn.end('committed');
    await this.engine.latest.commit();
    return { ok: 1 };
  }

  private abort(txn: Transaction): Document {
    txn.end('aborted');
    return { ok: 1 };
  }

  private async retryableWrite(
    session: Session,
    txnNumber: number,
    body: Document,
    run: Run,
  ): Promise<Document> {
    const last = session.retried;
    if (last && txnNumber === last.txnNumber) return last.reply;
    if (last && txnNumber < last.txnNumber) {
      throw new MongoCommandError(
        ErrorCode.TransactionTooOld,
        `Retryable write with txnNumber ${txnNumber} is prohibited on session because a newer retryable write with txnNumber ${last.txnNumber} has already started on this session.`,
      );
    }
    const reply = run(this.engine.latest, body);
    session.retried = { txnNumber, reply };
    const result = await reply;
    if (result.ok !== 1 && session.retried.reply === reply) session.retried = undefined;
    return result;
  }

  private reap(): void {
    this.snapshotReads.expire();
    const now = this.now();
    for (const [key, session] of this.sessions) {
      const txn = session.txn;
      if (txn?.state === 'active' && now - txn.startedAt > TRANSACTION_LIFETIME_MS) txn.end('aborted');
      if (now - session.lastUse > SESSION_IDLE_MS && txn?.state !== 'active') this.sessions.delete(key);
    }
  }
}

/** lsid.id is a UUID (BSON Binary); its hex form is a cheap, exact map key. */
function sessionKey(lsid: Document): string {
  const id: unknown = lsid.id;
  return id instanceof Binary ? id.toString('hex') : valueKey(id);
}
