import { Type, type Static } from 'typebox';
import { PageQuery, Text, OptionalText, Pagination, SearchText } from './common';
import { Email } from './user';
import {
  CONTACT_TIMES,
  ENQUIRY_STAGES,
  DELIVERY_STATES,
  ENQUIRY_NOTE_MAX_LENGTH,
  IdPattern,
  SPAM_REASONS,
  STACK_GOALS,
  STACK_SERVICE_IDS,
} from './constants';
import { ANALYTICS_LIMITS, LeadSource } from './analytics';
import { LOCALES } from '../i18n';

/** The language an enquiry was sent in (the page's): its acknowledgement e-mail is written in it. */
export const EnquiryLocale = Type.Enum(LOCALES, {
  description:
    'The language of the page the enquiry was sent from: en (English), sw (Kiswahili) or fr (French)',
});

/**
 * Build My Stack's answers and recommendations, carried from its results to the contact form and stored with the enquiry.
 * Only the questionnaire's own question ids and answers are accepted (STACK_GOALS, maturity 1 to 3).
 */
export const Questionnaire = Type.Object(
  {
    answers: Type.Object(
      {
        goals: Type.Array(Type.Enum(STACK_GOALS), {
          minItems: 1,
          maxItems: STACK_GOALS.length,
          uniqueItems: true,
        }),
        maturity: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
      },
      { additionalProperties: false },
    ),
    recommendedServices: Type.Array(Type.Enum(STACK_SERVICE_IDS), {
      maxItems: STACK_SERVICE_IDS.length,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type Questionnaire = Static<typeof Questionnaire>;

/** POST /contact. `website` is a honeypot: people never see it, bots fill it in. */
export const ContactBody = Type.Object(
  {
    name: Text(100),
    email: Email,
    company: Type.Optional(OptionalText(200)),
    project: Text(2_000),
    challenge: Type.Optional(OptionalText(5_000)),
    success: Type.Optional(OptionalText(5_000)),
    contactTime: Type.Optional(Type.Enum(['', ...CONTACT_TIMES] as const)),
    website: Type.Optional(Type.String({ maxLength: 200 })),
    questionnaire: Type.Optional(Questionnaire),
    /**
     * How long the form was open before it was sent, in ms, measured by the browser's monotonic clock (no
     * clock skew between visitor and server). Below the minimum fill time the enquiry is kept as suspected spam.
     */
    fillTimeMs: Type.Optional(Type.Integer({ minimum: 0, maximum: 1e10 })),
    /** Where the visitor's tab arrived from (its first page, referrer and campaign), when the shell knew it. */
    source: Type.Optional(LeadSource),
    /** The page's language (default en): the acknowledgement e-mail is written in it. */
    locale: Type.Optional(EnquiryLocale),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;

export const Delivery = Type.Object({
  state: Type.Enum(DELIVERY_STATES),
  attempts: Type.Integer(),
  lastError: Type.Optional(Type.String()),
  /** Why a delivery counts as done without SMTP, e.g. demo mode logging the message instead. */
  note: Type.Optional(Type.String()),
  sentAt: Type.Optional(Type.String({ format: 'date-time' })),
  nextAttemptAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type Delivery = Static<typeof Delivery>;

export const EnquiryStageSchema = Type.Enum(ENQUIRY_STAGES);

/** An internal note; `author` is the staff member's e-mail address as it was when they wrote it. */
export const EnquiryNote = Type.Object({
  id: Type.String(),
  author: Type.String(),
  at: Type.String({ format: 'date-time' }),
  text: Type.String(),
});
export type EnquiryNote = Static<typeof EnquiryNote>;

export const Enquiry = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  company: Type.String(),
  project: Type.String(),
  challenge: Type.String(),
  success: Type.String(),
  contactTime: Type.String(),
  stage: EnquiryStageSchema,
  /** The staff user (admin or editor) who owns the enquiry, or null. */
  assignee: Type.Union([Type.String(), Type.Null()]),
  nextStepAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  notes: Type.Array(EnquiryNote),
  delivery: Delivery,
  /** Build My Stack's answers and recommendations, when the visitor came from its results. */
  questionnaire: Type.Union([Questionnaire, Type.Null()]),
  /** The language it was sent in (enquiries stored before languages were recorded read as en). */
  locale: EnquiryLocale,
  /**
   * Where its sender's visit began (landing page, referrer, campaign). The API always sends it: null for
   * enquiries sent without one (before lead sources were recorded, or with the beacon's sessionStorage empty).
   */
  source: Type.Optional(Type.Union([LeadSource, Type.Null()])),
  /** Held in the Spam tab, out of the pipeline, until someone marks it "Not spam". */
  suspectedSpam: Type.Boolean(),
  spamReason: Type.Optional(Type.Enum(SPAM_REASONS)),
  /** When its personal data was erased (a data subject's request, or the retention period ending). */
  anonymisedAt: Type.Optional(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
  /** When the stage last changed (absent on enquiries never moved since the pipeline came in). */
  stageChangedAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type Enquiry = Static<typeof Enquiry>;

/**
 * GET /contact/enquiries (and its CSV export). `assignee` is a user id or `none`; `from` is inclusive and
 * `to` exclusive on the received date; `q` searches name, company and e-mail; `overdue` keeps open
 * enquiries whose next step date has passed; `source` matches the lead source's utm source or its referrer's
 * host (`linkedin`, `www.google.com`), `campaign` its utm campaign (both whole values, any case);
 * `locale` keeps those sent in that language.
 */
export const EnquiryFilters = {
  stage: Type.Optional(EnquiryStageSchema),
  assignee: Type.Optional(Type.String({ pattern: IdPattern })),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  q: Type.Optional(SearchText),
  overdue: Type.Optional(Type.Boolean()),
  source: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  campaign: Type.Optional(Type.String({ minLength: 1, maxLength: ANALYTICS_LIMITS.utm })),
  /** true: only suspected spam (the Spam tab); otherwise suspected spam is left out. */
  spam: Type.Optional(Type.Boolean()),
  locale: Type.Optional(EnquiryLocale),
};
export const EnquiryListQuery = Type.Object(
  { ...PageQuery, ...EnquiryFilters },
  { additionalProperties: false },
);
export type EnquiryListQuery = Static<typeof EnquiryListQuery>;

/** PATCH /contact/enquiries/:id: any of the three; null clears assignee or next step. */
export const EnquiryUpdateBody = Type.Object(
  {
    stage: Type.Optional(EnquiryStageSchema),
    assignee: Type.Optional(Type.Union([Type.String({ pattern: IdPattern }), Type.Null()])),
    nextStepAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type EnquiryUpdateBody = Static<typeof EnquiryUpdateBody>;

export const EnquiryNoteBody = Type.Object(
  { text: Text(ENQUIRY_NOTE_MAX_LENGTH) },
  { additionalProperties: false },
);
export type EnquiryNoteBody = Static<typeof EnquiryNoteBody>;

/** How many enquiries each stage holds under the list's other filters. */
export const EnquiryStageCounts = Type.Record(Type.String(), Type.Integer());
export type EnquiryStageCounts = Record<(typeof ENQUIRY_STAGES)[number], number>;

/** GET /contact/enquiries/export.csv: the list's filters without paging. */
export const EnquiryExportQuery = Type.Object(EnquiryFilters, { additionalProperties: false });
export type EnquiryExportQuery = Static<typeof EnquiryExportQuery>;

/** `spam`: how many suspected spam enquiries the other filters hold (not counted in the pipeline). */
export const EnquiryList = Type.Object({
  enquiries: Type.Array(Enquiry),
  pagination: Pagination,
  counts: EnquiryStageCounts,
  spam: Type.Integer(),
});
export type EnquiryList = Static<typeof EnquiryList> & { counts: EnquiryStageCounts };

/** Someone an enquiry can be assigned to. */
export const Assignee = Type.Object({ id: Type.String(), fullName: Type.String(), email: Type.String() });
export type Assignee = Static<typeof Assignee>;
