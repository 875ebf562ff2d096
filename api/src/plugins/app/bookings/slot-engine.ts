import { DateTime, IANAZone } from 'luxon';
import type { Availability } from '@mwangaza/shared/schemas';

/** A busy interval (a booking or a blocked time), in UTC. */
export interface Busy {
  start: Date;
  end: Date;
}

export interface SlotInput {
  rules: Omit<Availability, 'blocks' | 'place' | 'placeDetail'>;
  /** Public holidays (YYYY-MM-DD, the consultant's calendar days): no calls. */
  holidays: ReadonlySet<string>;
  /** The consultant's live bookings: they take their time plus the buffer, and count toward the day's limit. */
  bookings: readonly Busy[];
  /** Times blocked from the console. */
  blocks: readonly Busy[];
  now: Date;
}

/** Whether the time-zone database knows `zone` ('Africa/Lagos' yes, 'Mars/Base' no). */
export const isTimeZone = (zone: string): boolean => IANAZone.isValidZone(zone);

const overlaps = (a: Busy, b: Busy) => a.start < b.end && b.start < a.end;

/**
 * The free starts (UTC, ascending) of one consultant. Each weekly window of their own zone is cut into calls
 * of `callMinutes` with `bufferMinutes` between them; a start is free when it is at least `noticeHours` away,
 * within `daysAhead` days, not on a day off or a holiday, on a day with fewer than `maxPerDay` bookings, and
 * when the call with its buffer on both sides touches no booking or blocked time. Days are walked in the
 * consultant's zone, so summer-time changes (theirs or the visitor's) never shift a window.
 */
export function freeSlots({ rules, holidays, bookings, blocks, now }: SlotInput): Date[] {
  const zone = rules.timeZone;
  const earliest = DateTime.fromJSDate(now).plus({ hours: rules.noticeHours });
  const latest = DateTime.fromJSDate(now).plus({ days: rules.daysAhead });
  const step = rules.callMinutes + rules.bufferMinutes;
  const daysOff = new Set(rules.daysOff);
  const perDay = new Map<string, number>();
  for (const booking of bookings) {
    const day = DateTime.fromJSDate(booking.start, { zone }).toISODate()!;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  const busy = [...bookings, ...blocks];
  const slots: Date[] = [];
  for (
    let day = DateTime.fromJSDate(now, { zone }).startOf('day');
    day <= latest;
    day = day.plus({ days: 1 })
  ) {
    const date = day.toISODate()!;
    if (daysOff.has(date) || holidays.has(date)) continue;
    if ((perDay.get(date) ?? 0) >= rules.maxPerDay) continue;
    for (const window of rules.weekly.filter((w) => w.day === day.weekday)) {
      const [fromH, fromM] = window.from.split(':').map(Number) as [number, number];
      const [toH, toM] = window.to.split(':').map(Number) as [number, number];
      const close = day.set({ hour: toH, minute: toM });
      for (
        let start = day.set({ hour: fromH, minute: fromM });
        start.plus({ minutes: rules.callMinutes }) <= close;
        start = start.plus({ minutes: step })
      ) {
        if (start < earliest || start > latest) continue;
        const guarded = {
          start: start.minus({ minutes: rules.bufferMinutes }).toJSDate(),
          end: start.plus({ minutes: rules.callMinutes + rules.bufferMinutes }).toJSDate(),
        };
        if (busy.some((b) => overlaps(b, guarded))) continue;
        slots.push(start.toJSDate());
      }
    }
  }
  return slots.sort((a, b) => a.getTime() - b.getTime());
}

/** Groups UTC starts by the calendar day a visitor in `zone` sees them on. */
export function byVisitorDay<T extends { start: Date }>(
  slots: readonly T[],
  zone: string,
): { date: string; slots: T[] }[] {
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const date = DateTime.fromJSDate(slot.start, { zone }).toISODate()!;
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, list]) => ({ date, slots: list }));
}
