import { Schema, type Connection, type Model } from 'mongoose';
import { addSlugIndexes, slugFields, type SlugDoc } from './slug-fields';
import { publishingPaths, toPublishing, type PublishingDoc } from './publishing';
import type { CultureItem } from '@mwangaza/shared/schemas';

export interface CultureItemDoc extends PublishingDoc, SlugDoc {
  id: string;
  title: string;
  description: string;
  fullDescription: string;
  image: string;
  icon: string;
  order: number;
  values: string[];
  createdAt: Date;
  updatedAt: Date;
}

const cultureItemSchema = new Schema<CultureItemDoc>(
  {
    id: { type: String, required: true, unique: true },
    ...slugFields,
    ...publishingPaths,
    title: { type: String, required: true },
    description: { type: String, required: true },
    fullDescription: { type: String, required: true },
    image: { type: String, default: '' },
    icon: { type: String, default: '' },
    order: { type: Number, default: 0 },
    values: { type: [String], default: [] },
  },
  { timestamps: true, versionKey: false, collection: 'cultureItems' },
);
addSlugIndexes(cultureItemSchema);
cultureItemSchema.index({ order: 1, createdAt: 1 });
cultureItemSchema.index({ status: 1, publishAt: 1 });

export type CultureItemModel = Model<CultureItemDoc>;
export const createCultureItemModel = (connection: Connection): CultureItemModel =>
  connection.model<CultureItemDoc>('CultureItem', cultureItemSchema);

export function toCultureItem(doc: CultureItemDoc): CultureItem {
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    fullDescription: doc.fullDescription,
    image: doc.image ?? '',
    icon: doc.icon ?? '',
    order: doc.order ?? 0,
    values: [...(doc.values ?? [])],
    slug: doc.slug ?? doc.id,
    ...toPublishing(doc),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
