import { Schema, type Connection, type Model } from 'mongoose';

/** Settings an administrator changes from the console (one document per setting, `_id` its name). */
export interface SettingDoc {
  _id: string;
  value: unknown;
  updatedAt: Date;
  updatedBy: { id: string; email: string; name?: string } | null;
  /** Counted by settings edited with If-Match (the site settings); absent on simple switches. */
  version?: number;
  /** The site settings' texts in the other languages (absent until saved: the shipped ones stand). */
  translations?: unknown;
}

const settingSchema = new Schema<SettingDoc>(
  {
    _id: { type: String, required: true },
    value: { type: Schema.Types.Mixed, default: null },
    updatedAt: { type: Date, required: true },
    updatedBy: {
      type: new Schema({ id: String, email: String, name: String }, { _id: false }),
      default: null,
    },
    version: Number,
    translations: { type: Schema.Types.Mixed, default: undefined },
  },
  // Saved values keep their empty objects and arrays.
  { versionKey: false, minimize: false, collection: 'settings' },
);

export type SettingModel = Model<SettingDoc>;
export const createSettingModel = (connection: Connection): SettingModel =>
  connection.model<SettingDoc>('Setting', settingSchema);
