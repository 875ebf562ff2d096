import { Type, type Static } from 'typebox';
import { AuditEntry } from './audit';
import { Booking } from './booking';
import { DELIVERY_STATES } from './constants';
import { Enquiry } from './enquiry';
import { Subscriber } from './newsletter';
import { Email } from './user';

/** GET and DELETE /privacy/subjects: the data subject is named by their e-mail address (matched case-insensitively). */
export const PrivacySubjectQuery = Type.Object({ email: Email }, { additionalProperties: false });
export type PrivacySubjectQuery = Static<typeof PrivacySubjectQuery>;

/** An e-mail the outbox holds that was sent to, or on behalf of, the address. */
export const SubjectEmail = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  to: Type.String(),
  replyTo: Type.Optional(Type.String()),
  subject: Type.String(),
  /** What it says, while the outbox holds it (until it is sent: a sent message's body is not kept). */
  text: Type.Optional(Type.String()),
  state: Type.Enum(DELIVERY_STATES),
  createdAt: Type.String({ format: 'date-time' }),
});
export type SubjectEmail = Static<typeof SubjectEmail>;

/** A staff account at the address (never its password hash or sessions). */
export const SubjectAccount = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  role: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

/** Everything held about one address: a data subject access request (Kenya's Data Protection Act, 2019, s. 26). */
export const PrivacySubjectExport = Type.Object({
  email: Type.String(),
  exportedAt: Type.String({ format: 'date-time' }),
  enquiries: Type.Array(Enquiry),
  /** Discovery calls booked with the address (or for its enquiries), newest first. */
  bookings: Type.Array(Booking),
  emails: Type.Array(SubjectEmail),
  account: Type.Union([SubjectAccount, Type.Null()]),
  /** The newsletter subscription with its consent evidence (one per address at most). */
  subscriptions: Type.Array(Subscriber),
  /** What the account did, from the audit log (kept for security until AUDIT_RETENTION_DAYS). */
  activity: Type.Array(AuditEntry),
});
export type PrivacySubjectExport = Static<typeof PrivacySubjectExport>;

export const PrivacyErasure = Type.Object({
  enquiriesAnonymised: Type.Integer(),
  notesRemoved: Type.Integer(),
  /** Discovery calls whose visitor's details were erased; one still to come is cancelled and its time freed. */
  bookingsAnonymised: Type.Integer(),
  emailsErased: Type.Integer(),
  /** Newsletter subscriptions deleted, consent evidence included. */
  subscriptionsErased: Type.Integer(),
  /** A staff account is not deleted here: an administrator removes or keeps it on the Users screen. */
  accountKept: Type.Boolean(),
});
export type PrivacyErasure = Static<typeof PrivacyErasure>;
