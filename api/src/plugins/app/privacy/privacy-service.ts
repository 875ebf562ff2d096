import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import type { PrivacyErasure, PrivacySubjectExport, SubjectEmail } from '@mwangaza/shared/schemas';
import type { AuditEntryModel } from '../../../models/audit-entry.model';
import { toAuditEntry, type AuditEntryDoc } from '../../../models/audit-entry.model';
import { toEnquiry, type EnquiryDoc, type EnquiryModel } from '../../../models/enquiry.model';
import {
  toDelivery,
  type OutboxMessageDoc,
  type OutboxMessageModel,
} from '../../../models/outbox-message.model';
import type { UserDoc, UserModel } from '../../../models/user.model';
import type { Booking } from '@mwangaza/shared/schemas';
import type { BookingModel } from '../../../models/booking.model';
import { toSubscriber, type SubscriberDoc, type SubscriberModel } from '../../../models/subscriber.model';
import { anonymiseBookings, anonymiseEnquiries, eraseOutboxMessages, type Anonymised } from './anonymise';

export interface PrivacyModels {
  enquiries: EnquiryModel;
  outbox: OutboxMessageModel;
  users: UserModel;
  audit: AuditEntryModel;
  bookings: BookingModel;
  subscribers: SubscriberModel;
}

/** The discovery calls matching a filter, as the console shows them (BookingService.findMany). */
export type BookingsOf = (filter: Record<string, unknown>) => Promise<Booking[]>;

/** What an outbox message says while the outbox keeps it (sealed until sent): OutboxService.bodyOf. */
export type MessageText = (doc: OutboxMessageDoc) => string | undefined;

/** The whole address, any letter case: e-mail addresses are compared case-insensitively by people. */
const sameAddress = (email: string) =>
  new RegExp(`^${email.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

/** How an erased person appears in the audit log: a hash, so the log itself holds no address. */
export const subjectRef = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);

function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Data subject requests (export, erasure) and the retention of enquiries, under Kenya's Data Protection Act,
 * 2019: people may see and have erased what is held about them, and nothing is kept longer than needed.
 */
export class PrivacyService {
  constructor(
    private readonly models: PrivacyModels,
    private readonly retentionMonths: number,
    private readonly clock: () => number,
    private readonly textOf: MessageText,
    private readonly bookingsOf: BookingsOf,
  ) {}

  async exportSubject(email: string): Promise<PrivacySubjectExport> {
    const address = sameAddress(email);
    const [enquiries, account, subscriptions] = await Promise.all([
      this.models.enquiries.find({ email: address }).sort({ createdAt: -1 }).lean<EnquiryDoc[]>().exec(),
      this.models.users.findOne({ email: email.trim().toLowerCase() }).lean<UserDoc>().exec(),
      this.models.subscribers.find({ email: address }).lean<SubscriberDoc[]>().exec(),
    ]);
    const ids = enquiries.map((doc) => doc.id);
    const bookings = await this.bookingsOf({
      $or: [{ email: address }, { enquiry: mongoose.trusted({ $in: ids }) }],
    });
    const messages = await this.models.outbox
      .find({
        $or: [
          { to: address },
          { replyTo: address },
          { 'about.type': 'enquiry', 'about.id': mongoose.trusted({ $in: ids }) },
        ],
      })
      .sort({ createdAt: -1 })
      .lean<OutboxMessageDoc[]>()
      .exec();
    const activity = await this.models.audit
      .find({ 'actor.email': email.trim().toLowerCase() })
      .sort({ at: -1 })
      .limit(1000)
      .lean<AuditEntryDoc[]>()
      .exec();
    const notifications = new Map(
      messages.filter((m) => m.kind === 'enquiry-notification').map((m) => [m.about.id, m]),
    );
    return {
      email: email.trim(),
      exportedAt: new Date(this.clock()).toISOString(),
      enquiries: enquiries.map((doc) => {
        const notification = notifications.get(doc.id);
        return toEnquiry(doc, notification ? toDelivery(notification) : { state: 'failed', attempts: 0 });
      }),
      bookings: bookings.reverse(),
      emails: messages.map((doc) => toSubjectEmail(doc, this.textOf(doc))),
      account: account
        ? {
            id: account.id,
            fullName: account.fullName,
            email: account.email,
            role: account.role,
            createdAt: account.createdAt.toISOString(),
          }
        : null,
      activity: activity.map(toAuditEntry),
      subscriptions: subscriptions.map(toSubscriber),
    };
  }

  /** Anonymises the address's enquiries, removes their notes and erases e-mails to or about it. */
  async eraseSubject(email: string): Promise<PrivacyErasure> {
    const address = sameAddress(email);
    const now = new Date(this.clock());
    const docs = await this.models.enquiries.find({ email: address }, { id: 1 }).lean().exec();
    const done = await anonymiseEnquiries(
      this.models,
      docs.map((doc) => doc.id),
      now,
      "Erased at the data subject's request",
    );
    const emails = await eraseOutboxMessages(
      this.models.outbox,
      { $or: [{ to: address }, { replyTo: address }] },
      "Erased at the data subject's request",
    );
    const bookings = await anonymiseBookings(this.models.bookings, { email: address }, now);
    const account = await this.models.users.exists({ email: email.trim().toLowerCase() }).exec();
    const subscriptions = await this.models.subscribers.deleteMany({ email: address }).exec();
    return {
      subscriptionsErased: subscriptions.deletedCount,
      enquiriesAnonymised: done.enquiries,
      notesRemoved: done.notes,
      bookingsAnonymised: done.bookings + bookings,
      emailsErased: done.emails + emails,
      accountKept: !!account,
    };
  }

  /** Anonymises every enquiry received more than the retention period ago (run periodically and at start). */
  async applyRetention(): Promise<Anonymised> {
    const now = new Date(this.clock());
    const cutoff = monthsBefore(now, this.retentionMonths);
    const expired = await this.models.enquiries
      .find({ createdAt: mongoose.trusted({ $lt: cutoff }), anonymisedAt: null }, { id: 1 })
      .lean()
      .exec();
    return anonymiseEnquiries(
      this.models,
      expired.map((doc) => doc.id),
      now,
      'Erased: the retention period ended',
    );
  }
}

/** `text`: what it says, while the outbox still holds it (not once it was sent). */
function toSubjectEmail(doc: OutboxMessageDoc, text: string | undefined): SubjectEmail {
  return {
    id: doc.id,
    kind: doc.kind,
    to: doc.to,
    ...(doc.replyTo ? { replyTo: doc.replyTo } : {}),
    subject: doc.subject,
    ...(text !== undefined ? { text } : {}),
    state: doc.state,
    createdAt: doc.createdAt.toISOString(),
  };
}
