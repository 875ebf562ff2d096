import mongoose from 'mongoose';
import { ANONYMISED_ENQUIRY_FIELDS } from '@mwangaza/shared/schemas';
import type { BookingModel } from '../../../models/booking.model';
import type { EnquiryModel } from '../../../models/enquiry.model';
import type { OutboxMessageModel } from '../../../models/outbox-message.model';

const ERASED = 'Erased';

export interface Anonymised {
  enquiries: number;
  notes: number;
  emails: number;
  bookings: number;
}

/**
 * Erases the personal data of the given enquiries (name, e-mail, company, every text, internal notes) and of
 * the e-mails about them in the outbox; an e-mail still waiting to be sent is stopped. Idempotent.
 */
export async function anonymiseEnquiries(
  models: { enquiries: EnquiryModel; outbox: OutboxMessageModel; bookings: BookingModel },
  ids: string[],
  now: Date,
  reason: string,
): Promise<Anonymised> {
  if (!ids.length) return { enquiries: 0, notes: 0, emails: 0, bookings: 0 };
  const $in = mongoose.trusted({ $in: ids });
  const withNotes = await models.enquiries.find({ id: $in }, { notes: 1 }).lean().exec();
  const notes = withNotes.reduce((sum, doc) => sum + (doc.notes?.length ?? 0), 0);
  const updated = await models.enquiries
    .updateMany(
      { id: $in },
      {
        $set: { ...ANONYMISED_ENQUIRY_FIELDS, notes: [], anonymisedAt: now },
      },
    )
    .exec();
  const emails = await eraseOutboxMessages(
    models.outbox,
    { 'about.type': 'enquiry', 'about.id': $in },
    reason,
  );
  const bookings = await anonymiseBookings(models.bookings, { enquiry: $in }, now);
  return { enquiries: updated.modifiedCount, notes, emails, bookings };
}

/**
 * Erases the visitor's details of the matching discovery calls and their single-use link; a call still to come
 * is cancelled and its time freed (nobody is left to hold it with). Idempotent: erased ones are skipped.
 */
export async function anonymiseBookings(
  model: BookingModel,
  filter: Record<string, unknown>,
  now: Date,
): Promise<number> {
  const match = { ...filter, anonymisedAt: null };
  await model
    .updateMany(
      { ...match, state: 'booked', start: mongoose.trusted({ $gt: now }) },
      { $set: { state: 'cancelled' }, $unset: { holdsSlot: 1 } },
    )
    .exec();
  const updated = await model
    .updateMany(match, {
      $set: { name: ERASED, email: ERASED, company: '', topic: '', cancelMessage: '', anonymisedAt: now },
      $unset: { tokenHash: 1 },
    })
    .exec();
  return updated.modifiedCount;
}

/**
 * Blanks the addresses and removes the contents of outbox messages; pending ones are marked failed so they
 * never go out.
 */
export async function eraseOutboxMessages(
  model: OutboxMessageModel,
  filter: Record<string, unknown>,
  reason: string,
): Promise<number> {
  const erase = { to: ERASED, subject: ERASED };
  const contents = { body: 1, text: 1, html: 1, replyTo: 1, links: 1 };
  const stopped = await model
    .updateMany(
      { ...filter, state: 'pending' },
      {
        $set: { ...erase, state: 'failed', lastError: reason },
        $unset: { ...contents, claim: 1, nextAttemptAt: 1 },
      },
    )
    .exec();
  const done = await model
    .updateMany({ ...filter, to: mongoose.trusted({ $ne: ERASED }) }, { $set: erase, $unset: contents })
    .exec();
  return stopped.modifiedCount + done.modifiedCount;
}
