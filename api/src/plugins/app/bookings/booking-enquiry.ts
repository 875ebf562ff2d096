import mongoose from 'mongoose';
import type { BookingBody } from '@mwangaza/shared/schemas';
import { newId } from '../../../lib/ids';
import type { BookingDoc } from '../../../models/booking.model';
import type { EnquiryDoc, EnquiryModel } from '../../../models/enquiry.model';

/** Stages an enquiry may be in to take a booking, and that a booking moves on to "Meeting booked". */
const BEFORE_MEETING = ['new', 'contacted'];
const OPEN = ['new', 'contacted', 'meeting', 'qualified', 'proposal'];

const sameAddress = (email: string) =>
  new RegExp(`^${email.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

/**
 * The booking's enquiry: the visitor's newest open one (same address, not spam) moved to "Meeting booked",
 * or a new one in that stage. The consultant's staff account becomes its assignee when it has none.
 */
export async function attachToEnquiry(
  model: EnquiryModel,
  booking: Pick<BookingDoc, 'id' | 'name' | 'email' | 'company' | 'topic'>,
  body: Pick<BookingBody, 'questionnaire' | 'source'>,
  assignee: string | null,
  now: Date,
): Promise<string> {
  const open = await model
    .findOne({
      email: sameAddress(booking.email),
      stage: mongoose.trusted({ $in: OPEN }) as never,
      suspectedSpam: mongoose.trusted({ $ne: true }),
      anonymisedAt: null,
    })
    .sort({ createdAt: -1 })
    .lean<EnquiryDoc>()
    .exec();
  if (open) {
    const moves = BEFORE_MEETING.includes(open.stage);
    await model
      .updateOne(
        { id: open.id },
        {
          $set: {
            meetingBookedAt: now,
            ...(moves ? { stage: 'meeting', stageChangedAt: now } : {}),
            ...(open.assignee ? {} : { assignee }),
          },
        },
      )
      .exec();
    return open.id;
  }
  const id = newId();
  await model.create({
    id,
    name: booking.name,
    email: booking.email,
    company: booking.company,
    project: booking.topic,
    stage: 'meeting',
    stageChangedAt: now,
    meetingBookedAt: now,
    assignee,
    nextStepAt: null,
    notes: [],
    questionnaire: body.questionnaire ?? null,
    source: body.source ?? null,
    createdAt: now,
  });
  return id;
}
