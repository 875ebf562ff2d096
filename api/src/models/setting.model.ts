import { Schema, type Connection, type Model } from 'mongoose';

/** Settings an administrator changes from the console (one document per setting, `_id` its name). */
export interface SettingDoc {
  _id: string;
  value: unknown;
  updatedAt: Date;
  updatedBy: { id: string; email: string } | null;
}

const settingSchema = new Schema<SettingDoc>(
  {
    _id: { type: String, required: true },
    value: { type: Schema.Types.Mixed, default: null },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: new Schema({ id: String, email: String }, { _id: false }), default: null },
  },
  { versionKey: false, collection: 'settings' },
);

export type SettingModel = Model<SettingDoc>;
export const createSettingModel = (connection: Connection): SettingModel =>
  connection.model<SettingDoc>('Setting', settingSchema);
