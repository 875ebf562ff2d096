import { Schema, type Connection, type Model } from 'mongoose';

/**
 * What a scheduled analytics job last did, shared by every API instance (`_id` the job's name): the weekly
 * report records the week it was sent for, so it goes out once whatever the number of instances.
 */
export interface AnalyticsJobDoc {
  _id: string;
  /** The period last done, as text that sorts in time order (a week's Monday, YYYY-MM-DD). */
  lastDone: string;
  doneAt: Date;
}

const analyticsJobSchema = new Schema<AnalyticsJobDoc>(
  { _id: String, lastDone: { type: String, required: true }, doneAt: Date },
  { versionKey: false, collection: 'analytics_jobs' },
);

export type AnalyticsJobModel = Model<AnalyticsJobDoc>;
export const createAnalyticsJobModel = (connection: Connection): AnalyticsJobModel =>
  connection.model<AnalyticsJobDoc>('AnalyticsJob', analyticsJobSchema);
