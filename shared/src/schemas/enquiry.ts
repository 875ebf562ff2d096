import { Type, type Static } from 'typebox';
import { PageQuery, Text, OptionalText, Pagination, SearchText } from './common';
import { Email } from './user';
import { CONTACT_TIMES, ENQUIRY_STAGES, DELIVERY_STATES, ENQUIRY_NOTE_MAX_LENGTH, IdPattern } from './constants';

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
  createdAt: Type.String({ format: 'date-time' }),
  /** When the stage last changed (absent on enquiries never moved since the pipeline came in). */
  stageChangedAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type Enquiry = Static<typeof Enquiry>;

/**
 * GET /contact/enquiries (and its CSV export). `assignee` is a user id or `none`; `from` is inclusive and
 * `to` exclusive on the received date; `q` searches name, company and e-mail; `overdue` keeps open
 * enquiries whose next step date has passed.
 */
export const EnquiryFilters = {
  stage: Type.Optional(EnquiryStageSchema),
  assignee: Type.Optional(Type.String({ pattern: IdPattern })),
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
  q: Type.Optional(SearchText),
  overdue: Type.Optional(Type.Boolean()),
};
export const EnquiryListQuery = Type.Object({ ...PageQuery, ...EnquiryFilters }, { additionalProperties: false });
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

export const EnquiryNoteBody = Type.Object({ text: Text(ENQUIRY_NOTE_MAX_LENGTH) }, { additionalProperties: false });
export type EnquiryNoteBody = Static<typeof EnquiryNoteBody>;

/** How many enquiries each stage holds under the list's other filters. */
export const EnquiryStageCounts = Type.Record(Type.String(), Type.Integer());
export type EnquiryStageCounts = Record<(typeof ENQUIRY_STAGES)[number], number>;

export const EnquiryList = Type.Object({ enquiries: Type.Array(Enquiry), pagination: Pagination, counts: EnquiryStageCounts });
export type EnquiryList = Static<typeof EnquiryList> & { counts: EnquiryStageCounts };

/** Someone an enquiry can be assigned to. */
export const Assignee = Type.Object({ id: Type.String(), fullName: Type.String(), email: Type.String() });
export type Assignee = Static<typeof Assignee>;
