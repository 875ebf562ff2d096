import { Schema, type Connection, type Model } from 'mongoose';
import { DEFAULT_LOCALE, type Locale } from '@mwangaza/shared/i18n';
import type {
  Delivery,
  Enquiry,
  EnquiryStage,
  LeadSource,
  Questionnaire,
  SpamReason,
} from '@mwangaza/shared/schemas';

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
  /** When a discovery call was booked for it (the funnel's "Meeting booked" step). */
  meetingBookedAt?: Date;
  assignee: string | null;
  nextStepAt: Date | null;
  notes: EnquiryNoteDoc[];
  questionnaire?: Questionnaire | null;
  /** Where the sender's visit began; missing on enquiries stored before lead sources were recorded. */
  source?: LeadSource | null;
  /** The language it was sent in; missing on enquiries stored before languages were recorded (English). */
  locale?: Locale;
  suspectedSpam?: boolean;
  spamReason?: SpamReason;
  anonymisedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const noteSchema = new Schema<EnquiryNoteDoc>(
  {
    id: { type: String, required: true },
    author: { type: String, required: true },
    at: { type: Date, required: true },
    text: { type: String, required: true },
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
    stage: { type: String, required: true, default: 'new' },
    stageChangedAt: Date,
    meetingBookedAt: Date,
    assignee: { type: String, default: null },
    nextStepAt: { type: Date, default: null },
    notes: { type: [noteSchema], default: [] },
    // Validated by the route's schema (known question ids and answers only); stored as sent.
    questionnaire: { type: Schema.Types.Mixed, default: null },
    // Validated by the route's schema (LeadSource); stored as sent.
    source: { type: Schema.Types.Mixed, default: null },
    // Validated by the route's schema (en, sw or fr).
    locale: String,
    suspectedSpam: { type: Boolean, default: false },
    spamReason: String,
    anonymisedAt: Date,
  },
  { timestamps: true, versionKey: false, collection: 'enquiries' },
);
// The admin list shows the pipeline or the Spam tab, filtered by stage, assignee, both or neither, newest
// first, with its counts. Each combination has an index whose fields it fixes by equality, then the sort:
// the page is an index walk that stops at the page, and every count is a count of index keys, with no
// document read (see bench/growth-bench.ts and bench/storage-bench.ts).
enquirySchema.index({ suspectedSpam: 1, createdAt: -1, id: 1 });
enquirySchema.index({ suspectedSpam: 1, stage: 1, createdAt: -1, id: 1 });
enquirySchema.index({ suspectedSpam: 1, assignee: 1, createdAt: -1, id: 1 });
enquirySchema.index({ suspectedSpam: 1, stage: 1, assignee: 1, createdAt: -1, id: 1 });
// The retention pass: enquiries not yet anonymised that are older than the retention period.
enquirySchema.index({ anonymisedAt: 1, createdAt: 1 });
// The language filter (the enquiry's language), alone or beside the list's other filters.
enquirySchema.index({ suspectedSpam: 1, locale: 1, createdAt: -1, id: 1 });

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
    notes: (doc.notes ?? []).map((note) => ({
      id: note.id,
      author: note.author,
      at: note.at.toISOString(),
      text: note.text,
    })),
    delivery,
    questionnaire: doc.questionnaire ?? null,
    // Mongoose leaves an empty object out when storing (utm without campaign parameters): put it back.
    source: doc.source ? { ...doc.source, utm: doc.source.utm ?? {} } : null,
    locale: doc.locale ?? DEFAULT_LOCALE,
    suspectedSpam: doc.suspectedSpam === true,
    createdAt: doc.createdAt.toISOString(),
  };
  if (doc.spamReason) enquiry.spamReason = doc.spamReason;
  if (doc.anonymisedAt) enquiry.anonymisedAt = doc.anonymisedAt.toISOString();
  if (doc.stageChangedAt) enquiry.stageChangedAt = doc.stageChangedAt.toISOString();
  return enquiry;
}
