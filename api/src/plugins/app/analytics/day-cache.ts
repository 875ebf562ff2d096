import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { AnalyticsDayDoc, AnalyticsDayModel, Histogram } from '../../../models/analytics-day.model';
import { decodeVital, type Vital } from './vital-histogram';

/** A day's roll-up as the report reads it: its vitals decoded. */
export type ReadDay = Omit<AnalyticsDayDoc, 'vitals'> & { vitals: (Vital & { histogram: Histogram })[] };

/** A new value for a roll-up's `revision`: every write of a day's roll-up gets one. */
export const newRevision = () => randomUUID();

/**
 * The roll-ups of a range of days, read through a cache of decoded days in this instance's memory. Each read
 * asks the database for the days' revisions (small) and fetches only the days written since they were
 * cached (today, a day rolled up again): the answer is always what the database holds, and a report over
 * months of finished days does not read and decode them all again.
 */
export class DayCache {
  private readonly days = new Map<string, ReadDay>();

  constructor(
    private readonly model: AnalyticsDayModel,
    private readonly size: number,
  ) {}

  async read(from: string, to: string): Promise<ReadDay[]> {
    const range = { _id: mongoose.trusted({ $gte: from, $lte: to }) };
    const revisions = await this.model.find(range, { revision: 1 }).lean().exec();
    const changed = revisions.filter(({ _id, revision }) => this.days.get(_id)?.revision !== revision);
    if (changed.length) {
      const ids = changed.map((doc) => doc._id);
      const docs = await this.model
        .find({ _id: mongoose.trusted({ $in: ids }) })
        .lean<AnalyticsDayDoc[]>()
        .exec();
      for (const doc of docs) this.remember({ ...doc, vitals: doc.vitals.map(decodeVital) });
    }
    return revisions.flatMap(({ _id }) => this.days.get(_id) ?? []);
  }

  private remember(day: ReadDay): void {
    this.days.delete(day._id);
    this.days.set(day._id, day);
    // The least recently written first: a Map keeps insertion order.
    for (const oldest of this.days.keys()) {
      if (this.days.size <= this.size) break;
      this.days.delete(oldest);
    }
  }
}
