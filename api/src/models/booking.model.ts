import { Schema, type Connection, type Model } from 'mongoose';
import type { Availability, BookingState, PublicHoliday } from '@mwangaza/shared/schemas';

/** A discovery call a visitor booked with a consultant (a person who takes discovery calls). */
export interface BookingDoc {
  id: string;
  /** The person's id (People collection). */
  consultant: string;
  enquiry: string;
  start: Date;
  end: Date;
  /**
   * True while the booking holds its time: the unique partial index on {consultant, start} covers only these,
   * so the database itself refuses a second booking of a time, and a cancelled one frees it.
   */
  holdsSlot?: true;
  state: BookingState;
  name: string;
  email: string;
  company: string;
  topic: string;
  timeZone: string;
  /** The iCalendar UID (stable across reschedules) and SEQUENCE (+1 on every change sent). */
  uid: string;
  sequence: number;
  place: Availability['place'];
  placeDetail: string;
  /** SHA-256 of the visitor's single-use link to reschedule or cancel; replaced when used. */
  tokenHash?: string;
  cancelMessage?: string;
  anonymisedAt?: Date;
  createdAt: Date;
  updatedAt: Date;
}

const bookingSchema = new Schema<BookingDoc>(
  {
    id: { type: String, required: true, unique: true },
    consultant: { type: String, required: true },
    // Empty for the moment between taking the time and attaching the enquiry.
    enquiry: { type: String, default: '', index: true },
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    holdsSlot: { type: Boolean },
    state: { type: String, required: true, default: 'booked' },
    name: { type: String, required: true },
    email: { type: String, required: true, index: true },
    company: { type: String, default: '' },
    topic: { type: String, default: '' },
    timeZone: { type: String, required: true },
    uid: { type: String, required: true },
    sequence: { type: Number, default: 0 },
    place: { type: String, required: true },
    placeDetail: { type: String, default: '' },
    tokenHash: { type: String, index: { unique: true, sparse: true } },
    cancelMessage: String,
    anonymisedAt: Date,
  },
  { timestamps: true, versionKey: false, collection: 'bookings' },
);
// One live booking per consultant and start: enforced by MongoDB, never by a check-then-write.
bookingSchema.index(
  { consultant: 1, start: 1 },
  { unique: true, partialFilterExpression: { holdsSlot: true }, name: 'one_live_booking_per_start' },
);
bookingSchema.index({ start: 1 });

export type BookingModel = Model<BookingDoc>;
export const createBookingModel = (connection: Connection): BookingModel =>
  connection.model<BookingDoc>('Booking', bookingSchema);

/** A consultant's discovery-call rules, one document per person (`_id` is the person's id). */
export interface CallAvailabilityDoc extends Omit<Availability, 'blocks'> {
  _id: string;
  blocks: { start: Date; end: Date }[];
}

const availabilitySchema = new Schema<CallAvailabilityDoc>(
  {
    _id: { type: String, required: true },
    timeZone: { type: String, required: true },
    weekly: { type: [{ day: Number, from: String, to: String, _id: false }], default: [] },
    callMinutes: { type: Number, required: true },
    bufferMinutes: { type: Number, default: 0 },
    noticeHours: { type: Number, default: 4 },
    daysAhead: { type: Number, default: 30 },
    maxPerDay: { type: Number, default: 4 },
    daysOff: { type: [String], default: [] },
    place: { type: String, default: 'video' },
    placeDetail: { type: String, default: '' },
    blocks: { type: [{ start: Date, end: Date, _id: false }], default: [] },
  },
  { versionKey: false, collection: 'call_availability' },
);

export type CallAvailabilityModel = Model<CallAvailabilityDoc>;
export const createCallAvailabilityModel = (connection: Connection): CallAvailabilityModel =>
  connection.model<CallAvailabilityDoc>('CallAvailability', availabilitySchema);

/** Days without calls for everyone (Kenya's public holidays), keyed by date. */
export interface PublicHolidayDoc extends PublicHoliday {
  _id: string;
}
const holidaySchema = new Schema<PublicHolidayDoc>(
  { _id: { type: String, required: true }, date: { type: String, required: true }, name: String },
  { versionKey: false, collection: 'public_holidays' },
);
export type PublicHolidayModel = Model<PublicHolidayDoc>;
export const createPublicHolidayModel = (connection: Connection): PublicHolidayModel =>
  connection.model<PublicHolidayDoc>('PublicHoliday', holidaySchema);
