import { Schema, type Connection, type Model } from 'mongoose';
import type { Delivery, Enquiry, EnquiryStage } from '@mwangaza/shared/schemas';

export interface EnquiryNoteDoc {
  id: string;
  author: string;
  at: Date;
  text: string;
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
  stage: EnquiryStage;
  stageChangedAt?: Date;
  assignee: string | null;
  nextStepAt: Date | null;
  notes: EnquiryNoteDoc[];
  createdAt: Date;
  updatedAt: Date;
}

const noteSchema = new Schema<EnquiryNoteDoc>(
  { id: { type: String, required: true }, author: { type: String, required: true }, at: { type: Date, required: true }, text: { type: String, required: true } },
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
    stage: { type: String, required: true, default: 'new', index: true },
    stageChangedAt: Date,
    assignee: { type: String, default: null },
    nextStepAt: { type: Date, default: null },
    notes: { type: [noteSchema], default: [] },
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
    stage: doc.stage,
    assignee: doc.assignee ?? null,
    nextStepAt: doc.nextStepAt ? doc.nextStepAt.toISOString() : null,
    notes: (doc.notes ?? []).map((note) => ({ id: note.id, author: note.author, at: note.at.toISOString(), text: note.text })),
    delivery,
    createdAt: doc.createdAt.toISOString(),
  };
  if (doc.stageChangedAt) enquiry.stageChangedAt = doc.stageChangedAt.toISOString();
  return enquiry;
}
