import { Schema, type Connection, type Model } from 'mongoose';
import type { AnalyticsHit, Utm } from '@mwangaza/shared/schemas';

/**
 * One hit as stored: nothing that identifies a person. `visitor` is a hash that changes every day (daily-salt.ts);
 * no address, no user agent, the referrer's host only. Deleted ANALYTICS_RAW_DAYS after `at` (TTL index made
 * at start by the analytics plugin, so a changed retention applies).
 */
export interface AnalyticsEventDoc {
  /** When it arrived (the server's clock): roll-ups read a day's range through the TTL index on it. */
  at: Date;
  visitor: string;
  /**
   * The client address (an IPv6 address's /64) hashed with the day's salt, like `visitor`: how many visitors
   * one address counts for is capped by it (day-tally.ts). Absent on events stored before.
   */
  client?: string;
  type: AnalyticsHit['type'];
  /** The event's or the vital's name (absent on page views). */
  name?: string;
  step?: number;
  value?: number;
  path: string;
  device: AnalyticsHit['device'];
  /** The host of the site the visit came from ("" when typed or bookmarked). */
  referrer: string;
  utm?: Utm;
}

const analyticsEventSchema = new Schema<AnalyticsEventDoc>(
  {
    at: { type: Date, required: true },
    visitor: { type: String, required: true },
    client: String,
    type: { type: String, required: true },
    name: String,
    step: Number,
    value: Number,
    path: { type: String, required: true },
    device: { type: String, required: true },
    referrer: { type: String, default: '' },
    utm: { type: Schema.Types.Mixed },
  },
  { versionKey: false, collection: 'analytics_events' },
);

export type AnalyticsEventModel = Model<AnalyticsEventDoc>;
export const createAnalyticsEventModel = (connection: Connection): AnalyticsEventModel =>
  connection.model<AnalyticsEventDoc>('AnalyticsEvent', analyticsEventSchema);
