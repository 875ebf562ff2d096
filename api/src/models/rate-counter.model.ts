import { Schema, type Connection, type Model } from 'mongoose';

/**
 * One fixed-window counter (failed logins, contact submissions): `_id` is `<key>|<window number>`, so
 * every API instance on the database counts into the same document.
 */
export interface RateCounterDoc {
  _id: string;
  count: number;
  /** When the last hit was counted (the login backoff waits from it). */
  lastAt: Date;
  /** End of the window; the TTL index deletes the document after it (lazily: readers also check it). */
  expiresAt: Date;
}

const rateCounterSchema = new Schema<RateCounterDoc>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    lastAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'rate_counters' },
);
rateCounterSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export type RateCounterModel = Model<RateCounterDoc>;
export const createRateCounterModel = (connection: Connection): RateCounterModel =>
  connection.model<RateCounterDoc>('RateCounter', rateCounterSchema);
