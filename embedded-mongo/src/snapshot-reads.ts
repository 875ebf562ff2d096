import { Timestamp, type Document } from 'bson';
import { ErrorCode, MongoCommandError } from './errors';
import type { SqliteEngine } from './storage/sqlite/engine';
import type { SnapshotStore } from './storage/sqlite/snapshot-store';
import type { Store } from './storage/store';

/** MongoDB's minSnapshotHistoryWindowInSeconds default: reads at an older cluster time fail. */
export const SNAPSHOT_HISTORY_WINDOW_MS = 300_000;

/** Commands that read at a snapshot outside transactions (MongoDB 5.0+); the rest refuse the level. */
const SNAPSHOT_READS = new Set(['find', 'aggregate', 'distinct']);
/** Commands that continue a snapshot read's cursor and so accept its read concern as it is. */
const CURSOR_COMMANDS = new Set(['getMore', 'killCursors']);

interface HeldSnapshot {
  time: Timestamp;
  view: SnapshotStore;
  /** When the cluster time was handed out (the history window counts from it). */
  takenAt: number;
}

type Run = (store: Store, body: Document) => Promise<Document>;

/** `readConcern: { level: 'snapshot' }` on a command outside a transaction. */
export function isSnapshotRead(body: Document): boolean {
  const readConcern = body.readConcern as Document | undefined;
  return readConcern?.level === 'snapshot';
}

/**
 * Snapshot reads as MongoDB 5.0+ offers them outside transactions: the first read (find, aggregate or
 * distinct) of a snapshot session is answered with the cluster time it read at (`atClusterTime`, in the
 * cursor or, for distinct, the reply), and every later read naming that time sees the data exactly as it
 * was then, whatever was written since. The cluster time moves on with every change; a read at a time
 * older than the history window fails with SnapshotTooOld. Each cluster time handed out holds a SQLite read
 * transaction (SnapshotStore) until it leaves the window.
 */
export class SnapshotReads {
  private readonly held = new Map<string, HeldSnapshot>();
  private latest: { time: Timestamp; changes: number } | undefined;

  constructor(
    private readonly engine: SqliteEngine,
    private readonly now: () => number,
    private readonly windowMs = SNAPSHOT_HISTORY_WINDOW_MS,
  ) {}

  async run(name: string, body: Document, run: Run): Promise<Document> {
    if (CURSOR_COMMANDS.has(name)) return run(this.engine.latest, body);
    if (!SNAPSHOT_READS.has(name)) {
      throw new MongoCommandError(
        ErrorCode.InvalidOptions,
        `Command ${name} does not support { readConcern: { level: "snapshot" } } :: caused by :: read concern not supported`,
      );
    }
    this.expire();
    const requested = (body.readConcern as Document).atClusterTime;
    const snapshot = requested === undefined ? this.current() : this.at(requested);
    const reply = await run(snapshot.view, body);
    if (reply.ok !== 1) return reply;
    if (name === 'distinct') return { ...reply, atClusterTime: snapshot.time };
    return { ...reply, cursor: { ...(reply.cursor as Document), atClusterTime: snapshot.time } };
  }

  /** Drops the views whose time has left the history window. */
  expire(): void {
    const oldest = this.now() - this.windowMs;
    for (const [key, snapshot] of this.held) {
      if (snapshot.takenAt >= oldest) continue;
      snapshot.view.close();
      this.held.delete(key);
    }
  }

  close(): void {
    for (const snapshot of this.held.values()) snapshot.view.close();
    this.held.clear();
  }

  /** The present moment: the last cluster time handed out if nothing changed since, else a new one. */
  private current(): HeldSnapshot {
    const changes = this.engine.latest.changes;
    const latest = this.latest;
    if (latest && latest.changes === changes) {
      const held = this.held.get(timeKey(latest.time));
      if (held) return held;
    }
    const seconds = Math.floor(this.now() / 1000);
    const time =
      latest && latest.time.t >= seconds
        ? new Timestamp({ t: latest.time.t, i: latest.time.i + 1 })
        : new Timestamp({ t: seconds, i: 1 });
    this.latest = { time, changes };
    return this.hold(time);
  }

  private at(requested: unknown): HeldSnapshot {
    if (!(requested instanceof Timestamp)) {
      throw new MongoCommandError(ErrorCode.TypeMismatch, "BSON field 'atClusterTime' is the wrong type");
    }
    const held = this.held.get(timeKey(requested));
    if (held) return held;
    const latest = this.latest;
    // Nothing has changed since that time was handed out: the present is that moment.
    if (
      latest &&
      timeKey(latest.time) === timeKey(requested) &&
      latest.changes === this.engine.latest.changes
    )
      return this.hold(requested);
    if (!latest || requested.greaterThan(latest.time)) {
      throw new MongoCommandError(
        ErrorCode.InvalidOptions,
        `readConcern atClusterTime value ${describe(requested)} must not be greater than the current clusterTime ${latest ? describe(latest.time) : 'Timestamp(0, 0)'}`,
      );
    }
    throw new MongoCommandError(
      ErrorCode.SnapshotTooOld,
      `Read timestamp ${describe(requested)} is older than the oldest available timestamp.`,
    );
  }

  private hold(time: Timestamp): HeldSnapshot {
    const snapshot = { time, view: this.engine.snapshot(), takenAt: this.now() };
    this.held.set(timeKey(time), snapshot);
    return snapshot;
  }
}

function timeKey(time: Timestamp): string {
  return `${time.t}:${time.i}`;
}

function describe(time: Timestamp): string {
  return `Timestamp(${time.t}, ${time.i})`;
}
