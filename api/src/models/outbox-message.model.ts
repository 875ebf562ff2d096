import { Schema, type Connection, type Model } from 'mongoose';
import type { Delivery, DeliveryState } from '@mwangaza/shared/schemas';

/** What a message is about, so a screen can show the delivery of "the notification of enquiry X". */
export interface AboutRef {
  type: string;
  id: string;
}

/** What a message says: its text, an HTML part when it brings its own, and our addresses in the text. */
export interface MessageBody {
  text: string;
  html?: string;
  /**
   * Addresses of ours in `text` (the console, the site) to make links in the HTML part; nothing else in the
   * text becomes a link, whoever wrote it. Older messages have none, so their HTML links nothing.
   */
  links?: string[];
  /** An iCalendar invitation (RFC 5545) sent as the message's text/calendar part and its .ics file. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Extra headers (a newsletter's List-Unsubscribe: its link is live, so it is sealed with the rest). */
  headers?: Record<string, string>;
}

/**
 * One e-mail the API sends (the outbox). `nextAttemptAt` is both the back-off (when a pending message is
 * next due) and the lease (a claimed message is pushed into the future so no other sender takes it);
 * `claim` names the attempt that holds the lease, so a sender whose lease ran out cannot overwrite the
 * outcome of the one that took over.
 *
 * What it says may hold a live link (an invitation, a password reset), so it is never stored in clear:
 * `body` is the MessageBody sealed with the API's secret box (TWO_FACTOR_KEY, secret-box.ts) while the
 * message waits, and removed once it is sent. `text`, `html` and `links` in clear are what versions before
 * kept; the outbox seals or purges them at start (outbox-service.ts `sealStoredBodies`).
 */
export interface OutboxMessageDoc extends Partial<MessageBody> {
  id: string;
  /** What sort of message this is, e.g. `enquiry-notification`, `password-reset`. */
  kind: string;
  /**
   * Idempotency key (unique): a second message with the same key is never stored, e.g. one newsletter per
   * insight and subscriber, however often queueing is resumed.
   */
  key?: string;
  /** The Message-ID header, stable across attempts so receivers can drop a copy sent again after a crash. */
  messageId?: string;
  to: string;
  subject: string;
  /** The MessageBody as JSON, sealed (`sealed:v1:…`); absent once sent, or erased. */
  body?: string;
  replyTo?: string;
  /** The record the message is about, e.g. `{ type: 'enquiry', id }`. */
  about: AboutRef;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt?: Date;
  /** After this, a failing message is marked failed instead of being retried (reset by a resend). */
  retryUntil: Date;
  claim?: string;
  lastError?: string;
  /** Why a message counts as sent without SMTP, e.g. demo mode writing it to the log. */
  note?: string;
  sentAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const outboxMessageSchema = new Schema<OutboxMessageDoc>(
  {
    id: { type: String, required: true, unique: true },
    kind: { type: String, required: true },
    key: String,
    messageId: String,
    to: { type: String, required: true },
    subject: { type: String, required: true },
    body: String,
    text: String,
    html: String,
    replyTo: String,
    links: { type: [String], default: undefined },
    about: {
      type: new Schema<AboutRef>(
        { type: { type: String, required: true }, id: { type: String, required: true } },
        { _id: false },
      ),
      required: true,
    },
    state: { type: String, required: true, default: 'pending' },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: Date,
    retryUntil: { type: Date, required: true },
    claim: String,
    lastError: String,
    note: String,
    sentAt: Date,
  },
  { timestamps: true, versionKey: false, collection: 'outbox' },
);
// Due messages (the delivery loop): pending ones by when they are next due.
outboxMessageSchema.index({ state: 1, nextAttemptAt: 1 });
// The oldest pending message (the metrics, at every scrape): found at the front of the index, not sorted.
outboxMessageSchema.index({ state: 1, createdAt: 1 });
outboxMessageSchema.index({ 'about.type': 1, 'about.id': 1, kind: 1, createdAt: -1 });
outboxMessageSchema.index(
  { key: 1 },
  { unique: true, partialFilterExpression: { key: { $type: 'string' } } },
);
// A send's progress: its messages counted by state.
outboxMessageSchema.index({ 'about.type': 1, 'about.id': 1, state: 1 });

export type OutboxMessageModel = Model<OutboxMessageDoc>;
export const createOutboxMessageModel = (connection: Connection): OutboxMessageModel =>
  connection.model<OutboxMessageDoc>('OutboxMessage', outboxMessageSchema);

/** The delivery view of a message, as the API shows it (e.g. an enquiry's `delivery`). */
export function toDelivery(doc: OutboxMessageDoc): Delivery {
  const delivery: Delivery = { state: doc.state, attempts: doc.attempts ?? 0 };
  if (doc.lastError) delivery.lastError = doc.lastError;
  if (doc.note) delivery.note = doc.note;
  if (doc.sentAt) delivery.sentAt = doc.sentAt.toISOString();
  if (doc.nextAttemptAt && doc.state === 'pending') delivery.nextAttemptAt = doc.nextAttemptAt.toISOString();
  return delivery;
}
