import { Schema, type Connection, type Model } from 'mongoose';
import type { Media, MediaSourceFormat, MediaVariantFormat } from '@mwangaza/shared/schemas';

export interface MediaVariantDoc {
  format: MediaVariantFormat;
  width: number;
  height: number;
  /** The file's name under the media id: `<width>w-<sha256 prefix>.<ext>` (content-addressed). */
  file: string;
  bytes: number;
}

export interface MediaDoc {
  id: string;
  filename: string;
  alt: string;
  format: MediaSourceFormat;
  width: number;
  height: number;
  size: number;
  /** The full-size fallback variant's file (the upload's own format). */
  fallback: string;
  variants: MediaVariantDoc[];
  uploadedBy?: string;
  createdAt: Date;
  updatedAt: Date;
}

const variantSchema = new Schema<MediaVariantDoc>(
  { format: String, width: Number, height: Number, file: String, bytes: Number },
  { _id: false },
);

const mediaSchema = new Schema<MediaDoc>(
  {
    id: { type: String, required: true, unique: true },
    filename: { type: String, required: true },
    alt: { type: String, default: '' },
    format: { type: String, required: true },
    width: { type: Number, required: true },
    height: { type: Number, required: true },
    size: { type: Number, required: true },
    fallback: { type: String, required: true },
    variants: { type: [variantSchema], default: [] },
    uploadedBy: String,
  },
  { timestamps: true, versionKey: false, collection: 'media' },
);
mediaSchema.index({ createdAt: -1, id: 1 });

export type MediaModel = Model<MediaDoc>;
export const createMediaModel = (connection: Connection): MediaModel =>
  connection.model<MediaDoc>('Media', mediaSchema);

export const mediaFileUrl = (id: string, file: string) => `/api/media/${id}/${file}`;

export function toMedia(doc: MediaDoc): Media {
  return {
    id: doc.id,
    filename: doc.filename,
    alt: doc.alt ?? '',
    width: doc.width,
    height: doc.height,
    size: doc.size,
    url: mediaFileUrl(doc.id, doc.fallback),
    variants: doc.variants.map((v) => ({
      format: v.format,
      width: v.width,
      height: v.height,
      url: mediaFileUrl(doc.id, v.file),
    })),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
