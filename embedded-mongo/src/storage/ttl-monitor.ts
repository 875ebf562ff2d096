import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Document } from 'bson';
import { LockWait } from './document-locks';
import { TypeByte, encodeValue, successor } from './key-encoding';
import type { LatestStore } from './sqlite/latest-store';
import type { CollectionView, IndexInfo, KeyInterval, ScanPosition } from './store';

/** Documents deleted per write unit; between units other commands run. */
const DELETE_CHUNK = 100;

/**
 * MongoDB's TTL monitor: a background pass (every 60 s by default) that deletes documents whose indexed
 * date, plus the index's `expireAfterSeconds`, has passed. The pass reads the TTL index's range of dates up
 * to the cutoff (never the whole collection) and deletes in small units, so other requests keep being
 * answered while a large backlog expires. Arrays use their earliest date (their earliest entry is in the
 * range); documents without a date in the field never expire (they have no entry among the dates).
 */
export class TtlMonitor {
  private readonly timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly store: LatestStore,
    private readonly now: () => Date,
    intervalMs: number,
  ) {
    if (intervalMs > 0) {
      this.timer = setInterval(() => void this.runPass().catch(() => undefined), intervalMs);
      this.timer.unref();
    }
  }

  /** One expiry pass over every TTL index; resolves with the number of deleted documents once durable. */
  runPass(): Promise<number> {
    // A pass already in flight covers this request too; passes never overlap.
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops the timer and waits for a pass in flight, so the engine can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<number> {
    const now = this.now().getTime();
    let deleted = 0;
    for (const db of this.store.databaseNames()) {
      for (const collection of this.store.collections(db)) {
        for (const index of collection.indexes()) {
          const seconds = index.definition.spec.expireAfterSeconds;
          if (seconds === undefined) continue;
          deleted += await this.expire(collection, index, new Date(now - seconds * 1000));
        }
      }
    }
    await this.store.commit();
    return deleted;
  }

  private async expire(collection: CollectionView, index: IndexInfo, cutoff: Date): Promise<number> {
    // Every date up to and including the cutoff (a TTL index is single-field and ascending).
    const interval: KeyInterval = {
      low: Buffer.from([TypeByte.date]),
      high: successor(encodeValue(cutoff))!,
    };
    const source = {
      kind: 'index' as const,
      index: index.definition.name,
      intervals: [interval],
      direction: 1 as const,
    };
    let deleted = 0;
    let position: ScanPosition | undefined;
    while (!this.stopped) {
      const rows = collection.scan(source, position, DELETE_CHUNK);
      if (rows.length === 0) break;
      const last = rows[rows.length - 1]!;
      position = { rid: last.rid, ...(last.key ? { key: last.key } : {}) };
      const expired = new Map<number, Document>(rows.map((row) => [row.rid, row.doc]));
      deleted += this.store.batch(() => {
        let n = 0;
        for (const doc of expired.values()) {
          try {
            this.store.delete(collection, doc._id);
            n += 1;
          } catch (err) {
            // Held by an open transaction: like MongoDB's monitor, leave it for a later pass.
            if (!(err instanceof LockWait)) throw err;
          }
        }
        return n;
      });
      if (rows.length < DELETE_CHUNK) break;
      await nextTurn();
    }
    return deleted;
  }
}
