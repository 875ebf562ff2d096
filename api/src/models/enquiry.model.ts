import { Schema, type Connection, type Model } from 'mongoose';
import type { DeliveryState, Enquiry, EnquiryStatus } from '@mwangaza/shared/schemas';

export interface DeliveryDoc {
  state: DeliveryState;
  attempts: number;
  lastError?: string;
  note?: string;
  sentAt?: Date;
  nextAttemptAt?: Date;
}

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
  delivery: DeliveryDoc;
  handledAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const deliverySchema = new Schema<DeliveryDoc>(
  {
    state: { type: String, required: true, default: 'pending' },
    attempts: { type: Number, default: 0 },
    lastError: String,
    note: String,
    sentAt: Date,
    nextAttemptAt: Date,
  },
  { _id: false },
);

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
    delivery: { type: deliverySchema, required: true },
    handledAt: Date,
  },
  { timestamps: true, versionKey: false, collection: 'enquiries' },
);
enquirySchema.index({ createdAt: -1 });
enquirySchema.index({ 'delivery.state': 1, 'delivery.nextAttemptAt': 1 });

export type EnquiryModel = Model<EnquiryDoc>;
export const createEnquiryModel = (connection: Connection): EnquiryModel =>
  connection.model<EnquiryDoc>('Enquiry', enquirySchema);

export function toEnquiry(doc: EnquiryDoc): Enquiry {
  const { state, attempts, lastError, note, sentAt, nextAttemptAt } = doc.delivery;
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
    delivery: { state, attempts: attempts ?? 0 },
    createdAt: doc.createdAt.toISOString(),
  };
  if (lastError) enquiry.delivery.lastError = lastError;
  if (note) enquiry.delivery.note = note;
  if (sentAt) enquiry.delivery.sentAt = sentAt.toISOString();
  if (nextAttemptAt && state === 'pending') enquiry.delivery.nextAttemptAt = nextAttemptAt.toISOString();
  if (doc.handledAt) enquiry.handledAt = doc.handledAt.toISOString();
  return enquiry;
}
