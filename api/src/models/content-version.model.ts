import { Schema, type Connection, type Model } from 'mongoose';

/**
 * One document (`_id: 'public'`) whose `version` every content write increments, so each API instance (and,
 * through GET /api/content-version, each static server) can tell that its cached public answers are old.
 */
export interface ContentVersionDoc {
  _id: string;
  version: number;
}

const contentVersionSchema = new Schema<ContentVersionDoc>(
  { _id: { type: String, required: true }, version: { type: Number, required: true, default: 0 } },
  { versionKey: false, collection: 'content_versions' },
);

export type ContentVersionModel = Model<ContentVersionDoc>;
export const createContentVersionModel = (connection: Connection): ContentVersionModel =>
  connection.model<ContentVersionDoc>('ContentVersion', contentVersionSchema);
