import { Type, type Static } from 'typebox';
import { PageQuery, Text, OptionalText, Pagination } from './common';
import { Email } from './user';
import { CONTACT_TIMES, ENQUIRY_STATUSES, DELIVERY_STATES } from './constants';

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

export const Enquiry = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  company: Type.String(),
  project: Type.String(),
  challenge: Type.String(),
  success: Type.String(),
  contactTime: Type.String(),
  status: Type.Enum(ENQUIRY_STATUSES),
  delivery: Delivery,
  createdAt: Type.String({ format: 'date-time' }),
  handledAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type Enquiry = Static<typeof Enquiry>;

export const EnquiryListQuery = Type.Object(
  { ...PageQuery, status: Type.Optional(Type.Enum(ENQUIRY_STATUSES)) },
  { additionalProperties: false },
);
export type EnquiryListQuery = Static<typeof EnquiryListQuery>;

export const EnquiryStatusBody = Type.Object(
  { status: Type.Enum(ENQUIRY_STATUSES) },
  { additionalProperties: false },
);
export type EnquiryStatusBody = Static<typeof EnquiryStatusBody>;

export const EnquiryList = Type.Object({ enquiries: Type.Array(Enquiry), pagination: Pagination });
export type EnquiryList = Static<typeof EnquiryList>;
