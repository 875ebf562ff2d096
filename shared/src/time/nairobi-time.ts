import { site } from '../site';

/**
 * Times are shown to staff and entered by them in the office's zone (`site.timeZone`, Nairobi) whatever the
 * browser's or server's zone, and named beside them ("09:00 EAT"). East Africa Time is UTC+3 all year (no
 * daylight saving), so a fixed offset is exact and needs no time-zone database — which also spares a phone
 * the tens of milliseconds Intl takes to load its locale and zone data on a page's first date.
 */
const OFFSET_MS = site.timeZone.utcOffsetHours * 60 * 60 * 1000;
const ZONE = site.timeZone.abbreviation;
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));
const pad = (n: number) => String(n).padStart(2, '0');

function nairobiParts(iso: string | Date) {
  const shifted = new Date(new Date(iso).getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** "24 Nov 2026, 09:00 EAT". */
export function formatNairobiTime(iso: string | Date): string {
  const p = nairobiParts(iso);
  return `${p.day} ${MONTHS[p.month]} ${p.year}, ${pad(p.hours)}:${pad(p.minutes)} ${ZONE}`;
}

/** "2 May 2024": the day in Nairobi's calendar, the same on the server and in the browser. */
export function formatNairobiDate(iso: string | Date): string {
  const p = nairobiParts(iso);
  return `${p.day} ${MONTH_NAMES[p.month]} ${p.year}`;
}

/** "2 May 2024": the day in Nairobi's calendar, with the month's short name (tables). */
export function formatNairobiShortDate(iso: string | Date): string {
  const p = nairobiParts(iso);
  return `${p.day} ${MONTHS[p.month]} ${p.year}`;
}

/** The instant a Nairobi day ("2026-11-24") begins, `plusDays` later: filters by day ask for these. */
export function nairobiDayStart(day: string, plusDays = 0): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + plusDays) - OFFSET_MS).toISOString();
}

/** The value of a `datetime-local` input showing this instant in Nairobi: "2026-11-24T09:00". */
export function toNairobiInput(iso: string | Date): string {
  const p = nairobiParts(iso);
  return `${p.year}-${pad(p.month + 1)}-${pad(p.day)}T${pad(p.hours)}:${pad(p.minutes)}`;
}

/** A `datetime-local` value read as Nairobi time, as an ISO instant; null when it is not a valid time. */
export function fromNairobiInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hours, minutes) - OFFSET_MS;
  const check = nairobiParts(new Date(utc));
  // Rejects 31 February and friends, which Date.UTC would roll over.
  if (check.month !== month - 1 || check.day !== day || check.hours !== hours) return null;
  return new Date(utc).toISOString();
}
