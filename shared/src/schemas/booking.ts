import { Type, type Static } from 'typebox';
import { IdPattern } from './constants';
import { OptionalText, Text } from './common';
import { Questionnaire } from './enquiry';
import { LeadSource } from './analytics';
import { Email } from './user';

/** An IANA time zone name ('Africa/Lagos'); the API refuses one its time-zone database does not know. */
export const TimeZoneName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z][A-Za-z0-9_+\\-]*(/[A-Za-z0-9_+\\-]+)*$',
  description: 'An IANA time zone, e.g. "Africa/Lagos".',
});

const Clock = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });
export const CALL_MINUTES = [30, 45] as const;
export const CALL_PLACES = ['video', 'phone', 'office'] as const;
export const BOOKING_STATES = ['booked', 'cancelled', 'held', 'no-show'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** A consultant's discovery-call rules; weekly hours are in their own time zone. */
export const Availability = Type.Object(
  {
    timeZone: TimeZoneName,
    /** ISO weekday (1 Monday ... 7 Sunday) and a window of that day. */
    weekly: Type.Array(
      Type.Object(
        { day: Type.Integer({ minimum: 1, maximum: 7 }), from: Clock, to: Clock },
        { additionalProperties: false },
      ),
      { maxItems: 21 },
    ),
    callMinutes: Type.Union([Type.Literal(CALL_MINUTES[0]), Type.Literal(CALL_MINUTES[1])]),
    bufferMinutes: Type.Integer({ minimum: 0, maximum: 120 }),
    noticeHours: Type.Integer({ minimum: 0, maximum: 336 }),
    daysAhead: Type.Integer({ minimum: 1, maximum: 90 }),
    maxPerDay: Type.Integer({ minimum: 1, maximum: 20 }),
    daysOff: Type.Array(Day, { maxItems: 200, uniqueItems: true }),
    place: Type.Enum(CALL_PLACES),
    /** The video link, the phone number or the office's directions the invitation gives. */
    placeDetail: OptionalText(300),
    /** Times blocked from the console ("at once"), in UTC. */
    blocks: Type.Array(
      Type.Object(
        { start: Type.String({ format: 'date-time' }), end: Type.String({ format: 'date-time' }) },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type Availability = Static<typeof Availability>;

export const PublicHoliday = Type.Object({ date: Day, name: Text(120) }, { additionalProperties: false });
export type PublicHoliday = Static<typeof PublicHoliday>;
export const PublicHolidayList = Type.Object({
  holidays: Type.Array(PublicHoliday, { maxItems: 200 }),
});
export type PublicHolidayList = Static<typeof PublicHolidayList>;

/** GET /bookings/slots. */
export const SlotQuery = Type.Object(
  {
    tz: TimeZoneName,
    consultant: Type.Optional(Type.String({ pattern: IdPattern })),
  },
  { additionalProperties: false },
);
export type SlotQuery = Static<typeof SlotQuery>;

export const Consultant = Type.Object({ id: Type.String(), name: Type.String(), role: Type.String() });
export type Consultant = Static<typeof Consultant>;
/** A consultant as staff see them: with their staff account's id when they have one. */
export const StaffConsultant = Type.Object({
  id: Type.String(),
  name: Type.String(),
  role: Type.String(),
  account: Type.Optional(Type.String()),
});
export type StaffConsultant = Static<typeof StaffConsultant>;
export const StaffConsultantList = Type.Object({ consultants: Type.Array(StaffConsultant) });
export type StaffConsultantList = Static<typeof StaffConsultantList>;

/** Free starts (UTC) grouped by the visitor's day; `consultants` are the ids free at that start. */
export const SlotList = Type.Object({
  timeZone: Type.String(),
  consultants: Type.Array(Consultant),
  days: Type.Array(
    Type.Object({
      date: Day,
      slots: Type.Array(
        Type.Object({
          start: Type.String({ format: 'date-time' }),
          end: Type.String({ format: 'date-time' }),
          consultants: Type.Array(Type.String()),
        }),
      ),
    }),
  ),
});
export type SlotList = Static<typeof SlotList>;

/** POST /bookings. */
export const BookingBody = Type.Object(
  {
    start: Type.String({ format: 'date-time' }),
    timeZone: TimeZoneName,
    consultant: Type.Optional(Type.String({ pattern: IdPattern })),
    name: Text(100),
    email: Email,
    company: Type.Optional(OptionalText(200)),
    topic: Text(2_000),
    questionnaire: Type.Optional(Questionnaire),
    source: Type.Optional(LeadSource),
    website: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type BookingBody = Static<typeof BookingBody>;

/** What a visitor sees of their booking through the e-mailed link. */
export const PublicBooking = Type.Object({
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  timeZone: Type.String(),
  consultant: Consultant,
  state: Type.Enum(BOOKING_STATES),
  place: Type.Enum(CALL_PLACES),
});
export type PublicBooking = Static<typeof PublicBooking>;

export const Booking = Type.Object({
  id: Type.String(),
  start: Type.String({ format: 'date-time' }),
  end: Type.String({ format: 'date-time' }),
  consultant: Consultant,
  enquiry: Type.String(),
  name: Type.String(),
  email: Type.String(),
  company: Type.String(),
  topic: Type.String(),
  timeZone: Type.String(),
  state: Type.Enum(BOOKING_STATES),
  sequence: Type.Integer(),
  place: Type.Enum(CALL_PLACES),
  placeDetail: Type.String(),
  cancelMessage: Type.Optional(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Booking = Static<typeof Booking>;

export const BookingAgendaQuery = Type.Object(
  {
    from: Type.String({ format: 'date-time' }),
    to: Type.String({ format: 'date-time' }),
    consultant: Type.Optional(Type.String({ pattern: IdPattern })),
    enquiry: Type.Optional(Type.String({ pattern: IdPattern })),
  },
  { additionalProperties: false },
);
export type BookingAgendaQuery = Static<typeof BookingAgendaQuery>;
export const BookingList = Type.Object({ bookings: Type.Array(Booking) });
export type BookingList = Static<typeof BookingList>;

export const RescheduleBody = Type.Object(
  { start: Type.String({ format: 'date-time' }), timeZone: TimeZoneName },
  { additionalProperties: false },
);
export type RescheduleBody = Static<typeof RescheduleBody>;
export const CancelBody = Type.Object(
  { message: Type.Optional(OptionalText(1_000)) },
  { additionalProperties: false },
);
export type CancelBody = Static<typeof CancelBody>;
export const BookingOutcomeBody = Type.Object(
  { state: Type.Union([Type.Literal('held'), Type.Literal('no-show')]) },
  { additionalProperties: false },
);
export type BookingOutcomeBody = Static<typeof BookingOutcomeBody>;
export const BookingTokenParams = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,80}$' }) },
  { additionalProperties: false },
);
