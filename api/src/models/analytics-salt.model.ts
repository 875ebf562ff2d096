import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The day's random salt of the visitor hash: one document per UTC day (`_id` is the day, so the primary key
 * keeps it to one however many instances make it at once). Earlier days' salts are deleted.
 */
export interface AnalyticsSaltDoc {
  _id: string;
  salt: string;
}

const analyticsSaltSchema = new Schema<AnalyticsSaltDoc>(
  { _id: { type: String, required: true }, salt: { type: String, required: true } },
  { versionKey: false, collection: 'analytics_salts' },
);

export type AnalyticsSaltModel = Model<AnalyticsSaltDoc>;
export const createAnalyticsSaltModel = (connection: Connection): AnalyticsSaltModel =>
  connection.model<AnalyticsSaltDoc>('AnalyticsSalt', analyticsSaltSchema);
