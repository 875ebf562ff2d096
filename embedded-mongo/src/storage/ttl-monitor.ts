import type { Document } from 'bson';
import type { Catalog } from './catalog';
import type { Collection } from './collection';
import { LockWait } from './document-locks';
import type { SecondaryIndex } from './secondary-index';

/**
 * MongoDB's TTL monitor: a background pass (every 60 s by default) that deletes documents whose
 * indexed date, plus the index's `expireAfterSeconds`, has passed. Arrays use their earliest date;
 * documents without a date in the field never expire. Deletions are journaled like any other.
 */
export class TtlMonitor {
  private readonly timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly catalog: Catalog,
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

  /** Stops the timer and waits for a pass in flight, so the journal can close after it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<number> {
    const now = this.now().getTime();
    let deleted = 0;
    for (const db of this.catalog.databaseNames()) {
      for (const collection of this.catalog.collections(db)) {
        for (const index of collection.indexes.values()) {
          if (index.spec.expireAfterSeconds === undefined) continue;
          deleted += this.expire(collection, index, now - index.spec.expireAfterSeconds * 1000);
        }
      }
    }
    await this.catalog.commit();
    return deleted;
  }

  /** Deletes (synchronously, so no command interleaves) documents whose date is at or before `cutoff`. */
  private expire(collection: Collection, index: SecondaryIndex, cutoff: number): number {
    const expired: Document[] = [];
    for (const doc of collection.all()) {
      const at = earliestDate(index, doc);
      if (at !== undefined && at <= cutoff) expired.push(doc);
    }
    let deleted = 0;
    for (const doc of expired) {
      try {
        this.catalog.delete(collection, doc._id);
        deleted += 1;
      } catch (err) {
        // Held by an open transaction: like MongoDB's monitor, leave it for a later pass.
        if (!(err instanceof LockWait)) throw err;
      }
    }
    return deleted;
  }
}

/** The earliest date among the document's keys in `index` (honouring sparse and partial filters). */
function earliestDate(index: SecondaryIndex, doc: Document): number | undefined {
  let earliest: number | undefined;
  for (const { values } of index.keysOf(doc)) {
    const value: unknown = values[0];
    if (value instanceof Date && !Number.isNaN(value.getTime())) {
      const time = value.getTime();
      if (earliest === undefined || time < earliest) earliest = time;
    }
  }
  return earliest;
}
