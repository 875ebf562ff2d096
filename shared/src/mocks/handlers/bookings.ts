import { HttpResponse, http } from 'msw';
import { BookingBody, RescheduleBody, type PublicBooking, type SlotList } from '../../schemas';
import { API, fail, ok, parseBody } from './respond';

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
];
