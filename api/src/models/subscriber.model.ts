import { Schema, type Connection, type Model } from 'mongoose';
import type {
  LeadSource,
  NewsletterLocale,
  SubscribeForm,
  Subscriber,
  SubscriberStatus,
} from '@mwangaza/shared/schemas';

/** What was shown and where, each time the person subscribed: the evidence of their consent. */
export interface ConsentDoc {
  at: Date;
  textVersion: string;
  text: string;
  page: string;
  locale: NewsletterLocale;
  form: SubscribeForm;
}

/**
 * A newsletter subscriber, one per address (kept lowercased). `confirmTokenHash` is the SHA-256 of the
 * pending confirmation link's token (the token itself is only in the e-mail); `lastConfirmationAt` keeps
 * one confirmation e-mail per address per hour.
 */
export interface SubscriberDoc {
  id: string;
  email: string;
  status: SubscriberStatus;
  locale: NewsletterLocale;
  topics: string[];
  consents: ConsentDoc[];
  confirmTokenHash?: string;
  confirmExpiresAt?: Date;
  confirmedAt?: Date;
  unsubscribedAt?: Date;
  bouncedAt?: Date;
  bounceReason?: string;
  /**
   * Where the visit of the latest subscribe request began (the Traffic funnel credits a confirmed
   * subscription to it); absent when the page did not say.
   */
  source?: LeadSource;
  createdAt: Date;
  updatedAt: Date;
}

const consentSchema = new Schema<ConsentDoc>(
  {
    at: { type: Date, required: true },
    textVersion: { type: String, required: true },
    text: { type: String, required: true },
    page: { type: String, required: true },
    locale: { type: String, required: true },
    form: { type: String, required: true },
  },
  { _id: false },
);

const subscriberSchema = new Schema<SubscriberDoc>(
  {
    id: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    status: { type: String, required: true },
    locale: { type: String, required: true, default: 'en' },
    topics: { type: [String], default: [] },
    consents: { type: [consentSchema], default: [] },
    confirmTokenHash: String,
    confirmExpiresAt: Date,
    confirmedAt: Date,
    unsubscribedAt: Date,
    bouncedAt: Date,
    bounceReason: String,
    source: Schema.Types.Mixed,
  },
  { timestamps: true, versionKey: false, collection: 'subscribers' },
);
subscriberSchema.index({ confirmTokenHash: 1 }, { sparse: true });
// A send walks the confirmed subscribers in id order (so queueing can resume where it stopped).
subscriberSchema.index({ status: 1, id: 1 });
subscriberSchema.index({ createdAt: -1, id: 1 });
// The Traffic funnel's "subscribed" step: subscriptions confirmed in a period.
subscriberSchema.index({ confirmedAt: 1 }, { sparse: true });
// An address that never confirmed is kept 30 days past its link's expiry (a person asking where the e-mail went
// can still be found), then deleted: nothing was ever agreed to. Confirming unsets the date; the filter keeps
// anyone else out even so.
const UNCONFIRMED_KEPT_DAYS = 30;
subscriberSchema.index(
  { confirmExpiresAt: 1 },
  { expireAfterSeconds: UNCONFIRMED_KEPT_DAYS * 86_400, partialFilterExpression: { status: 'pending' } },
);

export type SubscriberModel = Model<SubscriberDoc>;
export const createSubscriberModel = (connection: Connection): SubscriberModel =>
  connection.model<SubscriberDoc>('Subscriber', subscriberSchema);

const iso = (date: Date | undefined) => (date ? { value: date.toISOString() } : undefined);

export function toSubscriber(doc: SubscriberDoc): Subscriber {
  const optional = {
    confirmedAt: iso(doc.confirmedAt),
    unsubscribedAt: iso(doc.unsubscribedAt),
    bouncedAt: iso(doc.bouncedAt),
  };
  return {
    id: doc.id,
    email: doc.email,
    status: doc.status,
    locale: doc.locale,
    topics: doc.topics ?? [],
    consents: (doc.consents ?? []).map((consent) => ({
      at: consent.at.toISOString(),
      textVersion: consent.textVersion,
      text: consent.text,
      page: consent.page,
      locale: consent.locale,
      form: consent.form,
    })),
    ...Object.fromEntries(
      Object.entries(optional).flatMap(([key, value]) => (value ? [[key, value.value]] : [])),
    ),
    ...(doc.bounceReason ? { bounceReason: doc.bounceReason } : {}),
    ...(doc.source ? { source: { ...doc.source, utm: doc.source.utm ?? {} } } : {}),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** One send of an insight to the subscribers: at most one per insight (its `_id`). */
export interface NewsletterSendDoc {
  _id: string;
  startedAt: Date;
  /** The editor's e-mail. */
  by: string;
  state: 'queuing' | 'queued';
  /** Set once queueing is done: how many messages the send holds. */
  recipients?: number;
}

const newsletterSendSchema = new Schema<NewsletterSendDoc>(
  {
    _id: { type: String, required: true },
    startedAt: { type: Date, required: true },
    by: { type: String, required: true },
    state: { type: String, required: true },
    recipients: Number,
  },
  { versionKey: false, collection: 'newsletter_sends' },
);
newsletterSendSchema.index({ state: 1 });

export type NewsletterSendModel = Model<NewsletterSendDoc>;
export const createNewsletterSendModel = (connection: Connection): NewsletterSendModel =>
  connection.model<NewsletterSendDoc>('NewsletterSend', newsletterSendSchema);
