import { Schema, type Connection, type Model } from 'mongoose';

/** A staff member's unsaved or draft content, kept briefly so the public site can render it as a preview. */
export interface PreviewDoc {
  token: string;
  collectionName: string;
  item: Record<string, unknown>;
  createdBy: string;
  expiresAt: Date;
}

const previewSchema = new Schema<PreviewDoc>(
  {
    token: { type: String, required: true, unique: true },
    collectionName: { type: String, required: true },
    item: { type: Schema.Types.Mixed, required: true },
    createdBy: { type: String, required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false, collection: 'previews', minimize: false },
);

export type PreviewModel = Model<PreviewDoc>;
export const createPreviewModel = (connection: Connection): PreviewModel =>
  connection.model<PreviewDoc>('Preview', previewSchema);
