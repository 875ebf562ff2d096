import { Schema, type Connection, type Model } from 'mongoose';
import { addSlugIndexes, slugFields, type SlugDoc } from './slug-fields';
import { publishingPaths, toPublishing, type PublishingDoc } from './publishing';
import type { Service } from '@mwangaza/shared/schemas';

export interface ServiceDoc extends PublishingDoc, SlugDoc {
  id: string;
  title: string;
  description: string;
  fullDescription: string;
  image: string;
  features: string[];
  createdAt: Date;
  updatedAt: Date;
}

const serviceSchema = new Schema<ServiceDoc>(
  {
    id: { type: String, required: true, unique: true },
    ...slugFields,
    ...publishingPaths,
    title: { type: String, required: true },
    description: { type: String, required: true },
    fullDescription: { type: String, required: true },
    image: { type: String, required: true },
    features: { type: [String], default: [] },
  },
  { timestamps: true, versionKey: false, collection: 'services' },
);
addSlugIndexes(serviceSchema);
serviceSchema.index({ createdAt: 1, id: 1 });
serviceSchema.index({ status: 1, publishAt: 1 });

export type ServiceModel = Model<ServiceDoc>;
export const createServiceModel = (connection: Connection): ServiceModel =>
  connection.model<ServiceDoc>('Service', serviceSchema);

export function toService(doc: ServiceDoc): Service {
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    fullDescription: doc.fullDescription,
    image: doc.image,
    features: [...doc.features],
    slug: doc.slug ?? doc.id,
    ...toPublishing(doc),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
