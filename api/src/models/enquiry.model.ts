import { Schema, type Connection, type Model } from 'mongoose';
import type { Delivery, Enquiry, EnquiryStatus } from '@mwangaza/shared/schemas';

export interface EnquiryDoc {
  id: string;
  name: string;
  email: string;
  company: string;
  project: string;
  challenge: string;
  success: string;
  contactTime: string;
  status: EnquiryStatus;
  handledAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const enquirySchema = new Schema<EnquiryDoc>(
  {
    id: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    company: { type: String, default: '' },
    project: { type: String, required: true },
    challenge: { type: String, default: '' },
    success: { type: String, default: '' },
    contactTime: { type: String, default: '' },
    status: { type: String, required: true, default: 'new', index: true },
    handledAt: Date,
  },
  { timestamps: true, versionKey: false, collection: 'enquiries' },
);
enquirySchema.index({ createdAt: -1 });

export type EnquiryModel = Model<EnquiryDoc>;
export const createEnquiryModel = (connection: Connection): EnquiryModel =>
  connection.model<EnquiryDoc>('Enquiry', enquirySchema);

/** The API's shape; `delivery` is the state of the enquiry's notification e-mail in the outbox. */
export function toEnquiry(doc: EnquiryDoc, delivery: Delivery): Enquiry {
  const enquiry: Enquiry = {
    id: doc.id,
    name: doc.name,
    email: doc.email,
    company: doc.company ?? '',
    project: doc.project,
    challenge: doc.challenge ?? '',
    success: doc.success ?? '',
    contactTime: doc.contactTime ?? '',
    status: doc.status,
    delivery,
    createdAt: doc.createdAt.toISOString(),
  };
  if (doc.handledAt) enquiry.handledAt = doc.handledAt.toISOString();
  return enquiry;
}
