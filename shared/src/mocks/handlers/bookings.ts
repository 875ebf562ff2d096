import { HttpResponse, http } from 'msw';
import {
  Availability,
  BookingAgendaQuery,
  BookingBody,
  BookingOutcomeBody,
  CancelBody,
  PublicHolidayList,
  RescheduleBody,
  type PublicBooking,
  type SlotList,
} from '../../schemas';
import { db } from '../db';
import { availabilityFixture, consultantFixtures } from '../fixtures/bookings';
import { API, WRITERS, authorize, checkQuery, fail, ok, parseBody } from './respond';

const TAKEN = 'That time was just taken. Here are the next free times.';
const NOT_FOUND = 'Booking not found';
const consultant = { id: 'p-wanjiru', name: 'Wanjiru Kamau', role: 'Lead Data Consultant' };
const HOUR = 3_600_000;

/** The mock's bookings by their single-use token; `taken` holds the starts no one else may book. */
const byToken = new Map<string, PublicBooking>();
const taken = new Set<string>();
let issued = 0;

/** Starts at 06:00, 06:30 … 09:30 UTC (09:00-12:30 in Nairobi) on the next ten weekdays. */
function freeStarts(): string[] {
  const starts: string[] = [];
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  while (starts.length < 80) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (let half = 0; half < 8; half++)
      starts.push(new Date(day.getTime() + 6 * HOUR + (half * HOUR) / 2).toISOString());
  }
  return starts.filter((start) => !taken.has(start));
}

/** The free starts grouped by the day they fall on in `tz`, as the API groups them. */
export function mockSlots(tz: string): SlotList {
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: tz, dateStyle: 'short' });
  const days = new Map<string, SlotList['days'][number]['slots']>();
  for (const start of freeStarts()) {
    const date = dayOf.format(new Date(start));
    const end = new Date(Date.parse(start) + HOUR / 2).toISOString();
    days.set(date, [...(days.get(date) ?? []), { start, end, consultants: [consultant.id] }]);
  }
  return {
    timeZone: tz,
    consultants: [consultant],
    days: [...days].map(([date, slots]) => ({ date, slots })),
  };
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function hold(start: string, timeZone: string): { token: string; booking: PublicBooking } | Response {
  if (taken.has(start) || !freeStarts().includes(start))
    return HttpResponse.json(
      { success: false, message: TAKEN, data: { slots: mockSlots(timeZone) } },
      { status: 409 },
    );
  taken.add(start);
  const end = new Date(Date.parse(start) + HOUR / 2).toISOString();
  const booking: PublicBooking = { start, end, timeZone, consultant, state: 'booked', place: 'video' };
  const token = `mock-booking-token-${String(++issued).padStart(6, '0')}`;
  byToken.set(token, booking);
  return { token, booking };
}

/** Test helper: the token the last booking's e-mail would carry, and a time taken by someone else. */
export const mockBookings = {
  lastToken: () => (issued ? `mock-booking-token-${String(issued).padStart(6, '0')}` : undefined),
  take: (start: string) => taken.add(start),
  reset: () => {
    byToken.clear();
    taken.clear();
    issued = 0;
  },
};

export const bookingHandlers = [
  http.get(`${API}/bookings/slots`, ({ request }) => {
    const tz = new URL(request.url).searchParams.get('tz') ?? '';
    if (!isTimeZone(tz)) return fail(400, `Unknown time zone: ${tz}`);
    return ok('Free times', mockSlots(tz));
  }),
  http.post(`${API}/bookings`, async ({ request }) => {
    const parsed = await parseBody<BookingBody>(request, BookingBody);
    if (parsed.response) return parsed.response;
    const held = hold(parsed.body.start, parsed.body.timeZone);
    if (held instanceof Response) return held;
    return ok('Your call is booked', { booking: held.booking }, 201);
  }),
  http.get(`${API}/bookings/manage/:token`, ({ params }) => {
    const booking = byToken.get(String(params.token));
    return booking ? ok('Your booking', { booking }) : fail(404, NOT_FOUND);
  }),
  http.post(`${API}/bookings/manage/:token/reschedule`, async ({ params, request }) => {
    const old = byToken.get(String(params.token));
    if (!old) return fail(404, NOT_FOUND);
    const parsed = await parseBody<RescheduleBody>(request, RescheduleBody);
    if (parsed.response) return parsed.response;
    const held = hold(parsed.body.start, parsed.body.timeZone);
    if (held instanceof Response) return held;
    byToken.delete(String(params.token));
    taken.delete(old.start);
    return ok('Your call is moved', { booking: held.booking, token: held.token });
  }),
  http.post(`${API}/bookings/manage/:token/cancel`, ({ params }) => {
    const old = byToken.get(String(params.token));
    if (!old) return fail(404, NOT_FOUND);
    byToken.delete(String(params.token));
    taken.delete(old.start);
    return ok('Your call is cancelled', {});
  }),
  ...staffBookingHandlers(),
];

/** A live booking by id, or the API's 404 (a cancelled call cannot be cancelled or marked). */
function liveBooking(id: unknown) {
  const booking = db.bookings.find((b) => b.id === id);
  return booking && booking.state !== 'cancelled' ? booking : undefined;
}

/** The staff routes, as the API answers them: editors and administrators only. */
function staffBookingHandlers() {
  return [
    http.get(`${API}/bookings`, ({ request }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const url = new URL(request.url);
      const bad = checkQuery(url, BookingAgendaQuery);
      if (bad) return bad;
      const q = Object.fromEntries(url.searchParams);
      const from = Date.parse(q.from ?? '');
      const to = Date.parse(q.to ?? '');
      const bookings = db.bookings
        .filter((b) => Date.parse(b.start) >= from && Date.parse(b.start) < to)
        .filter(
          (b) =>
            (!q.consultant || b.consultant.id === q.consultant) && (!q.enquiry || b.enquiry === q.enquiry),
        )
        .sort((a, b) => a.start.localeCompare(b.start));
      return ok('Bookings', { bookings });
    }),
    http.post(`${API}/bookings/:id/cancel`, async ({ request, params }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const parsed = await parseBody<CancelBody>(request, CancelBody);
      if (parsed.response) return parsed.response;
      const booking = liveBooking(params.id);
      if (!booking || booking.state !== 'booked') return fail(404, NOT_FOUND);
      Object.assign(booking, {
        state: 'cancelled',
        sequence: booking.sequence + 1,
        ...(parsed.body.message ? { cancelMessage: parsed.body.message } : {}),
      });
      return ok('Booking cancelled', { booking });
    }),
    http.patch(`${API}/bookings/:id`, async ({ request, params }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const parsed = await parseBody<BookingOutcomeBody>(request, BookingOutcomeBody);
      if (parsed.response) return parsed.response;
      const booking = liveBooking(params.id);
      if (!booking) return fail(404, NOT_FOUND);
      if (Date.parse(booking.start) > Date.now())
        return fail(409, 'A call can be marked held or no-show once it has started');
      booking.state = parsed.body.state;
      return ok('Booking updated', { booking });
    }),
    http.get(`${API}/bookings/consultants`, ({ request }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      return ok('Consultants', { consultants: consultantFixtures });
    }),
    http.get(`${API}/bookings/availability/:id`, ({ request, params }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const availability = db.availability.get(String(params.id)) ?? availabilityFixture;
      return ok('Availability', { availability });
    }),
    http.put(`${API}/bookings/availability/:id`, async ({ request, params }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      if (!consultantFixtures.some((c) => c.id === params.id))
        return fail(404, 'No person who takes discovery calls has this id');
      const parsed = await parseBody<Availability>(request, Availability);
      if (parsed.response) return parsed.response;
      db.availability.set(String(params.id), parsed.body);
      return ok('Availability saved', { availability: parsed.body });
    }),
    http.get(`${API}/bookings/holidays`, ({ request }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      return ok('Public holidays', { holidays: db.holidays });
    }),
    http.put(`${API}/bookings/holidays`, async ({ request }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const parsed = await parseBody<PublicHolidayList>(request, PublicHolidayList);
      if (parsed.response) return parsed.response;
      db.holidays = parsed.body.holidays;
      return ok('Public holidays saved', { holidays: db.holidays });
    }),
  ];
}
