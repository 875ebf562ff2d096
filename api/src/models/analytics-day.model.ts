import { Schema, type Connection, type Model } from 'mongoose';
import type { Locale } from '@mwangaza/shared/i18n';
import type { DeviceClass, FunnelStep } from '@mwangaza/shared/schemas';

/**
 * The funnel steps the beacon sees; "subscribed" and the last four (enquiry sent, meeting booked, qualified,
 * won) are counted from the subscribers and the enquiries at report time, never from what a browser says.
 * Roll-ups written before hold `enquiry_sent` too, which nothing reads.
 */
export type VisitStep = Exclude<
  FunnelStep,
  'subscribed' | 'enquiry_sent' | 'meeting_booked' | 'qualified' | 'won'
>;
export type VisitSteps = Record<VisitStep, number>;

/** A vital's samples as a fixed-bucket histogram ([bucket, count] pairs, vital-histogram.ts), so days add up. */
export type Histogram = [number, number][];

/**
 * One page's, device's and metric's histogram as one string, `path#device#name#bucket:count,…` (a path
 * never holds "#"): a day holds hundreds of them, and strings cost the database and the driver far less to
 * read than as many small objects and arrays (vital-histogram.ts encodes and decodes them).
 */
export type VitalRow = string;

/**
 * One UTC day's figures, rolled up from its raw events (roll-up.ts): what the Traffic screen reads. Visitors
 * are distinct visitor hashes of that day. `_id` is the day; rolling a day up again replaces its document, so
 * any number of instances may do it. Deleted ANALYTICS_ROLLUP_MONTHS after `date` (TTL index).
 */
export interface AnalyticsDayDoc {
  _id: string;
  date: Date;
  /** Rolled up after the day ended: its figures are final. */
  complete: boolean;
  rolledUpAt: Date;
  /** Random, new at every write: a report's cache of decoded days (day-cache.ts) knows a day changed by it. */
  revision: string;
  /** Distinct visitors, at most ANALYTICS_VISITORS_PER_ADDRESS per client address (day-tally.ts). */
  visitors: number;
  pageViews: number;
  /** Each list: its top rows, then one "(other)" row for the rest (day-tally.ts, ROLLUP_LIMITS). */
  pages: { path: string; visitors: number; pageViews: number }[];
  referrers: { referrer: string; visitors: number }[];
  campaigns: { source: string; medium: string; campaign: string; visitors: number }[];
  devices: { device: DeviceClass; visitors: number }[];
  events: { name: string; count: number }[];
  /** The whole site's steps (distinct visitors per step). */
  steps: VisitSteps;
  /** The same per source (utm source, referrer host or "(direct)") and campaign. */
  funnel: ({ source: string; campaign: string } & VisitSteps)[];
  /**
   * The same per language of the page (its path's prefix: /sw, /fr, else English), with its page views: at
   * most one row per language. Missing on days rolled up before languages were counted, when every page was
   * English.
   */
  languages?: ({ locale: Locale; pageViews: number } & VisitSteps)[];
  vitals: VitalRow[];
}

// Written through the driver (roll-up.ts): the schema names only what queries filter on (mongoose drops
// other fields from a filter) and the TTL index's field `date` (the index is made at start).
const analyticsDaySchema = new Schema<AnalyticsDayDoc>(
  {
    _id: { type: String, required: true },
    date: { type: Date, required: true },
    complete: Boolean,
    revision: String,
  },
  { versionKey: false, strict: false, collection: 'analytics_days' },
);

export type AnalyticsDayModel = Model<AnalyticsDayDoc>;
export const createAnalyticsDayModel = (connection: Connection): AnalyticsDayModel =>
  connection.model<AnalyticsDayDoc>('AnalyticsDay', analyticsDaySchema);
