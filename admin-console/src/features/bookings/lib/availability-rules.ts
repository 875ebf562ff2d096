import { DateTime } from 'luxon';
import Value from 'typebox/value';
import { asJsonSchema } from '@mwangaza/shared/collections/fields';
import {
  Availability,
  PublicHoliday,
  type Availability as Rules,
  type PublicHoliday as Holiday,
} from '@mwangaza/shared/schemas';

/** What the availability form edits: everything but the blocked times, which are saved at once on their own. */
export type AvailabilityValues = Omit<Rules, 'blocks'>;
export type Window = Rules['weekly'][number];
export type Block = Rules['blocks'][number];
type Issue = { instancePath: string; keyword: string };

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const PLACE_LABELS: Record<Rules['place'], string> = {
  video: 'Video call',
  phone: 'Phone call',
  office: 'Our office in Nairobi',
};

const LIMITS = asJsonSchema(Availability).properties!;
const limit = (key: string, rule: 'minimum' | 'maximum' | 'maxItems' | 'maxLength') => LIMITS[key]![rule]!;
/** The number fields, their labels and units; their limits are the shared schema's, which the API checks. */
export const NUMBER_FIELDS = [
  { key: 'bufferMinutes', label: 'Buffer between calls', unit: 'minutes' },
  { key: 'noticeHours', label: 'Minimum notice', unit: 'hours' },
  { key: 'daysAhead', label: 'How far ahead', unit: 'days' },
  { key: 'maxPerDay', label: 'At most calls a day', unit: 'calls' },
] as const;
export type NumberKey = (typeof NUMBER_FIELDS)[number]['key'];
export const numberLimits = (key: NumberKey) => ({
  min: limit(key, 'minimum'),
  max: limit(key, 'maximum'),
});
export const MAX_WINDOWS = limit('weekly', 'maxItems');
export const MAX_DAYS_OFF = limit('daysOff', 'maxItems');
export const MAX_BLOCKS = limit('blocks', 'maxItems');
export const PLACE_DETAIL_MAX = limit('placeDetail', 'maxLength');
export const HOLIDAY_NAME_MAX = asJsonSchema(PublicHoliday).properties!.name!.maxLength!;

export function isTimeZone(zone: string): boolean {
  return DateTime.local().setZone(zone).isValid;
}

/** The form's values of saved rules (the blocked times left out). */
export function formValues({ blocks, ...rules }: Rules): AvailabilityValues {
  void blocks;
  return { ...rules, weekly: [...rules.weekly].sort(byDayAndTime), daysOff: [...rules.daysOff].sort() };
}

const byDayAndTime = (a: Window, b: Window) => a.day - b.day || a.from.localeCompare(b.from);

/** "Monday, hours 2": a window named by its day and, when the day has several, its place among them. */
export function windowName(weekly: readonly Window[], index: number): string {
  const window = weekly[index]!;
  const sameDay = weekly.filter((w) => w.day === window.day);
  const day = WEEKDAYS[window.day - 1]!;
  return sameDay.length > 1 ? `${day}, hours ${sameDay.indexOf(window) + 1}` : day;
}

/** A new window for a day: the working day when it has none, else the hour after its last one. */
export function nextWindow(weekly: readonly Window[], day: number): Window {
  const last = weekly.filter((w) => w.day === day).at(-1);
  if (!last) return { day, from: '09:00', to: '17:00' };
  const [hours] = last.to.split(':').map(Number) as [number];
  return hours >= 23
    ? { day, from: '23:00', to: '23:59' }
    : { day, from: last.to, to: `${String(hours + 1).padStart(2, '0')}:${last.to.slice(3)}` };
}

/**
 * The form checked as the API checks it (the shared schema, each window ending after it starts, a time zone
 * it knows), plus windows of one day that overlap: the first problem of each field, keyed by its path
 * ('bufferMinutes', 'weekly/2/to', 'placeDetail'), as a sentence that names the field.
 */
export function validateAvailability(values: AvailabilityValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (path: string, message: string) => (errors[path] ??= message);
  if (!isTimeZone(values.timeZone)) add('timeZone', 'Choose a time zone from the list');
  for (const { key, label, unit } of NUMBER_FIELDS) {
    const { min, max } = numberLimits(key);
    const value = values[key];
    if (!Number.isInteger(value) || value < min || value > max)
      add(key, `${label} must be a whole number of ${unit} from ${min} to ${max}`);
  }
  values.weekly.forEach((window, index) => {
    const name = windowName(values.weekly, index);
    if (!window.from) add(`weekly/${index}/from`, `${name}: enter when the hours start`);
    if (!window.to) add(`weekly/${index}/to`, `${name}: enter when the hours end`);
    else if (window.from && window.from >= window.to)
      add(`weekly/${index}/to`, `${name}: the hours must end after they start`);
    const overlapped = values.weekly.some(
      (other, at) =>
        at < index && other.day === window.day && other.from < window.to && window.from < other.to,
    );
    if (overlapped) add(`weekly/${index}/from`, `${name}: these hours overlap the day's other hours`);
  });
  if (values.weekly.length > MAX_WINDOWS) add('weekly', `Give at most ${MAX_WINDOWS} spans of hours a week`);
  if (values.daysOff.length > MAX_DAYS_OFF) add('daysOff', `List at most ${MAX_DAYS_OFF} days off`);
  if (values.placeDetail.length > PLACE_DETAIL_MAX)
    add('placeDetail', `Keep this to ${PLACE_DETAIL_MAX} characters`);
  // Anything the checks above do not name (they should name everything the schema refuses).
  if (Object.keys(errors).length === 0)
    for (const issue of Value.Errors(Availability, { ...values, blocks: [] }) as Iterable<Issue>)
      add(issue.instancePath.slice(1) || 'form', `${issue.instancePath.slice(1)} is not valid`);
  return errors;
}

/**
 * The year's holidays checked as the API will take them: a date and a name each, no date twice (the
 * database keeps one holiday a day). Keyed by the row's index in the whole list ('3/name').
 */
export function validateHolidays(holidays: readonly Holiday[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  holidays.forEach((holiday, index) => {
    const name = holiday.name.trim() || `Holiday ${index + 1}`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(holiday.date)) errors[`${index}/date`] = `${name}: enter its date`;
    else if (seen.has(holiday.date))
      errors[`${index}/date`] = `${name}: another holiday is on ${longDate(holiday.date)}`;
    seen.add(holiday.date);
    if (!holiday.name.trim())
      errors[`${index}/name`] = `Holiday on ${longDate(holiday.date)}: enter its name`;
    else if (holiday.name.length > HOLIDAY_NAME_MAX)
      errors[`${index}/name`] = `${name}: keep the name to ${HOLIDAY_NAME_MAX} characters`;
  });
  return errors;
}

/** "Friday, 25 December 2026" for a `YYYY-MM-DD` day (a calendar day: no zone moves it). */
export function longDate(day: string): string {
  const date = DateTime.fromISO(day, { zone: 'utc' });
  return date.isValid ? date.setLocale('en-GB').toFormat('cccc, d LLLL yyyy') : day;
}

/** The value of a `datetime-local` input showing an instant in `zone`: "2026-11-24T09:00". */
export function toZoneInput(iso: string | Date, zone: string): string {
  const at = typeof iso === 'string' ? DateTime.fromISO(iso) : DateTime.fromJSDate(iso);
  return at.setZone(zone).toFormat("yyyy-LL-dd'T'HH:mm");
}

/** A `datetime-local` value read in `zone`, as a UTC instant; null when it is not a time. */
export function fromZoneInput(value: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = DateTime.fromISO(value, { zone });
  return at.isValid ? at.toUTC().toISO({ suppressMilliseconds: true }) : null;
}

/** Where a new block starts by default: the next full hour, for an hour. */
export function defaultBlock(now: Date, zone: string): { start: string; end: string } {
  const start = DateTime.fromJSDate(now).setZone(zone).startOf('hour').plus({ hours: 1 });
  const fmt = "yyyy-LL-dd'T'HH:mm";
  return { start: start.toFormat(fmt), end: start.plus({ hours: 1 }).toFormat(fmt) };
}

/** The blocked period typed in `zone`, checked: the block, or the field that needs attention and why. */
export function readBlock(
  input: { start: string; end: string },
  zone: string,
  now: Date,
): { block: Block } | { errors: Record<'start' | 'end', string | undefined> } {
  const start = fromZoneInput(input.start, zone);
  const end = fromZoneInput(input.end, zone);
  if (!start || !end)
    return {
      errors: {
        start: start ? undefined : 'Enter when the blocked time starts',
        end: end ? undefined : 'Enter when the blocked time ends',
      },
    };
  if (end <= start) return { errors: { start: undefined, end: 'The blocked time must end after it starts' } };
  if (Date.parse(end) <= now.getTime())
    return { errors: { start: undefined, end: 'This time has already passed' } };
  return { block: { start, end } };
}

/** The blocks still to come, soonest first: what the screen lists (and what a save keeps). */
export function futureBlocks(blocks: readonly Block[], now: Date): Block[] {
  return blocks
    .filter((block) => Date.parse(block.end) > now.getTime())
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
