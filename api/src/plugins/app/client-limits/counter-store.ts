import mongoose from 'mongoose';
import { isDuplicateKeyError } from '../../../lib/ids';
import type { RateCounterModel } from '../../../models/rate-counter.model';

export interface Counter {
  count: number;
  /** Time of the last counted hit (ms), 0 when none. */
  lastAt: number;
  /** When the window ends (ms). */
  resetAt: number;
}

const NONE: Counter = { count: 0, lastAt: 0, resetAt: 0 };

/**
 * Windowed counters in MongoDB, shared by every API instance on the database. A window opens at a key's
 * first hit and lasts `windowMs`; a hit is one atomic findOneAndUpdate ($inc, upsert). Expired documents
 * are never counted, whether or not the TTL monitor has deleted them yet.
 */
export class CounterStore {
  constructor(
    private readonly model: RateCounterModel,
    private readonly now: () => number,
  ) {}

  /** Counts one hit on `key` and returns its window including it. */
  async hit(key: string, windowMs: number): Promise<Counter> {
    for (let attempt = 0; ; attempt++) {
      const now = this.now();
      try {
        const doc = await this.model
          .findOneAndUpdate(
            { _id: key, expiresAt: mongoose.trusted({ $gt: new Date(now) }) },
            {
              $inc: { count: 1 },
              $max: { lastAt: new Date(now) },
              $setOnInsert: { expiresAt: new Date(now + windowMs) },
            },
            { upsert: true, returnDocument: 'after' },
          )
          .lean()
          .exec();
        if (!doc) throw new Error(`rate counter ${key} was not written`);
        return { count: doc.count, lastAt: doc.lastAt.getTime(), resetAt: doc.expiresAt.getTime() };
      } catch (error) {
        // The key is held by an expired window the TTL monitor has not removed yet (remove it and open a
        // new one), or by a concurrent first hit (then the retry counts into that one).
        if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
        await this.model.deleteOne({ _id: key, expiresAt: mongoose.trusted({ $lte: new Date(now) }) }).exec();
      }
    }
  }

  /** The live windows of several named keys (zero counts when absent or expired). */
  async read<Name extends string>(keys: Record<Name, string>): Promise<Record<Name, Counter>> {
    const docs = await this.model
      .find({
        _id: mongoose.trusted({ $in: Object.values(keys) }),
        expiresAt: mongoose.trusted({ $gt: new Date(this.now()) }),
      })
      .lean()
      .exec();
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    const counters = {} as Record<Name, Counter>;
    for (const name of Object.keys(keys) as Name[]) {
      const doc = byId.get(keys[name]);
      counters[name] = doc
        ? { count: doc.count, lastAt: doc.lastAt.getTime(), resetAt: doc.expiresAt.getTime() }
        : NONE;
    }
    return counters;
  }

  async clear(keys: readonly string[]): Promise<void> {
    await this.model.deleteMany({ _id: mongoose.trusted({ $in: keys }) }).exec();
  }
}
