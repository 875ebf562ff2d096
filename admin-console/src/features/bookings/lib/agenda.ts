import type { Booking, BookingState } from '@mwangaza/shared';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How far each tab reaches: visitors book at most 90 days ahead; the past tab shows the last 90 days. */
export const AGENDA_DAYS = 90;
/** The longest call: an upcoming call's start may be this far back while it is still under way. */
const LONGEST_CALL_MS = 45 * MINUTE;

export type AgendaView = 'upcoming' | 'past';

export const STATE_LABELS: Record<BookingState, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  held: 'Held',
  'no-show': 'No-show',
};

/** The agenda's window for a tab, from `now` (instants, `to` exclusive), as the API is asked. */
export function agendaWindow(view: AgendaView, now: number): { from: string; to: string } {
  const iso = (ms: number) => new Date(ms).toISOString();
  return view === 'upcoming'
    ? { from: iso(now - LONGEST_CALL_MS), to: iso(now + AGENDA_DAYS * DAY) }
    : { from: iso(now - AGENDA_DAYS * DAY), to: iso(now) };
}

/** Upcoming: calls not yet over (one under way stays, to be marked); past: those that have ended. */
export function inView(booking: Booking, view: AgendaView, now: number): boolean {
  return view === 'upcoming' ? Date.parse(booking.end) > now : Date.parse(booking.end) <= now;
}

export interface AgendaDay {
  key: string;
  bookings: Booking[];
}

/**
 * Calls grouped by the day they fall on in the reader's zone (`dayKey`): upcoming soonest first, past most
 * recent first; calls within a day in the order of the day.
 */
export function groupByDay(bookings: readonly Booking[], view: AgendaView, dayKey: (iso: string) => string) {
  const days = new Map<string, Booking[]>();
  for (const booking of [...bookings].sort((a, b) => a.start.localeCompare(b.start))) {
    const key = dayKey(booking.start);
    days.set(key, [...(days.get(key) ?? []), booking]);
  }
  const list: AgendaDay[] = [...days].map(([key, calls]) => ({ key, bookings: calls }));
  return view === 'upcoming' ? list : list.reverse();
}

/** What staff may do with a call (the API's rules): cancel a booked one; mark its outcome once it has started. */
export function allowedActions(booking: Booking, now: number) {
  const live = booking.state !== 'cancelled';
  return {
    cancel: booking.state === 'booked',
    outcome: live && Date.parse(booking.start) <= now,
  };
}
