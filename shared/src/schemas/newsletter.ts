import { Type, type Static } from 'typebox';
import { IdPattern, NEWSLETTER_LOCALES, SUBSCRIBE_FORMS, SUBSCRIBER_STATUSES } from './constants';
import { LeadSource } from './analytics';
import { PageQuery, Pagination, SearchText } from './common';
import { Email } from './user';

/**
 * The Insights newsletter: double opt-in subscriptions (consent kept as evidence), one send per insight,
 * one-click unsubscribe. The API's routes and the public and console screens read these.
 */

export {
  NEWSLETTER_CONSENT,
  NEWSLETTER_LOCALES,
  SUBSCRIBE_FORMS,
  SUBSCRIBER_STATUSES,
  type NewsletterLocale,
  type SubscribeForm,
  type SubscriberStatus,
} from './constants';

/** The answer to every subscribe request, whoever the address belongs to. */
export const SUBSCRIBE_ANSWER =
  'Thank you. Please check your inbox: we have sent a link to confirm your subscription if it was not already confirmed.';

/** POST /subscribers */
export const SubscribeBody = Type.Object(
  {
    email: Email,
    locale: Type.Optional(Type.Enum(NEWSLETTER_LOCALES)),
    /** Ids of services: insights about them (and those about no service) are sent; none = every insight. */
    topics: Type.Optional(
      Type.Array(Type.String({ pattern: IdPattern }), { maxItems: 20, uniqueItems: true }),
    ),
    /** The consent text's version the form showed (must be the current one). */
    consentVersion: Type.String({ minLength: 1, maxLength: 40 }),
    /** The page's path the form was on. */
    page: Type.String({ minLength: 1, maxLength: 300, pattern: '^/' }),
    form: Type.Enum(SUBSCRIBE_FORMS),
    /**
     * Where the reader's visit began (as an enquiry's `source`): credits a confirmed subscription to its
     * source and campaign in the Traffic funnel.
     */
    source: Type.Optional(LeadSource),
  },
  { additionalProperties: false },
);
export type SubscribeBody = Static<typeof SubscribeBody>;

export const SubscriberTokenBody = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200 }) },
  { additionalProperties: false },
);
export type SubscriberTokenBody = Static<typeof SubscriberTokenBody>;

export const UnsubscribeQuery = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200 }) },
  { additionalProperties: false },
);

/** What was shown and where, when the person subscribed (Kenya's Data Protection Act: provable consent). */
export const SubscriberConsent = Type.Object({
  at: Type.String({ format: 'date-time' }),
  textVersion: Type.String(),
  text: Type.String(),
  page: Type.String(),
  locale: Type.Enum(NEWSLETTER_LOCALES),
  form: Type.Enum(SUBSCRIBE_FORMS),
});

export const Subscriber = Type.Object({
  id: Type.String(),
  email: Type.String(),
  status: Type.Enum(SUBSCRIBER_STATUSES),
  locale: Type.Enum(NEWSLETTER_LOCALES),
  topics: Type.Array(Type.String()),
  /** Every consent given, newest last (a re-subscription adds one). */
  consents: Type.Array(SubscriberConsent),
  confirmedAt: Type.Optional(Type.String({ format: 'date-time' })),
  unsubscribedAt: Type.Optional(Type.String({ format: 'date-time' })),
  bouncedAt: Type.Optional(Type.String({ format: 'date-time' })),
  bounceReason: Type.Optional(Type.String()),
  /** Where the visit that subscribed began (the latest subscribe request's); absent when not known. */
  source: Type.Optional(LeadSource),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Subscriber = Static<typeof Subscriber>;

const SubscriberFilters = {
  q: Type.Optional(SearchText),
  status: Type.Optional(Type.Enum(SUBSCRIBER_STATUSES)),
};
export const SubscriberListQuery = Type.Object(
  { ...PageQuery, ...SubscriberFilters },
  { additionalProperties: false },
);
export type SubscriberListQuery = Static<typeof SubscriberListQuery>;
export const SubscriberExportQuery = Type.Object(SubscriberFilters, { additionalProperties: false });
export type SubscriberExportQuery = Static<typeof SubscriberExportQuery>;

export const SubscriberList = Type.Object({
  subscribers: Type.Array(Subscriber),
  pagination: Pagination,
  /** Subscribers per status (under the search only). */
  counts: Type.Record(Type.String(), Type.Integer()),
});
export type SubscriberList = Static<typeof SubscriberList>;

/** POST /newsletter/sends */
export const NewsletterSendBody = Type.Object(
  { insight: Type.String({ pattern: IdPattern }) },
  { additionalProperties: false },
);
export type NewsletterSendBody = Static<typeof NewsletterSendBody>;

/** An insight's send: when, by whom, to how many, and how far delivery has come. */
export const NewsletterSend = Type.Object({
  insight: Type.String(),
  startedAt: Type.String({ format: 'date-time' }),
  by: Type.String(),
  /** `queuing` while the messages are being written to the outbox (resumed after a restart). */
  state: Type.Union([Type.Literal('queuing'), Type.Literal('queued')]),
  recipients: Type.Integer(),
  sent: Type.Integer(),
  pending: Type.Integer(),
  failed: Type.Integer(),
});
export type NewsletterSend = Static<typeof NewsletterSend>;
