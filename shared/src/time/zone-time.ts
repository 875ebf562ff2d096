/** Nairobi: the consultancy's own time zone. */
export const NAIROBI = 'Africa/Nairobi';

/** The browser's IANA zone, or Nairobi when the browser does not say (or says something unusable). */
export function browserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone !== 'Etc/Unknown' ? zone : NAIROBI;
  } catch {
    return NAIROBI;
  }
}

/** Every zone the browser knows (a time-zone select's options), with `current` kept even if it is not listed. */
export function timeZoneNames(current: string): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [NAIROBI];
  return supported.includes(current) ? supported : [current, ...supported];
}

/** One formatter per locale and zone: building an Intl.DateTimeFormat costs far more than using it. */
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at that instant ("EAT", "WAT", "GMT+1"), else the IANA name itself. */
export function zoneAbbreviation(timeZone: string, at: Date, locale = 'en-KE'): string {
  const key = `${locale} ${timeZone}`;
  let format = zoneNameFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    zoneNameFormats.set(key, format);
  }
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * Instants read in one zone, for an agenda: the day an instant falls on there (`YYYY-MM-DD`, to group by),
 * that day as a heading ("Monday, 7 December 2026"), and the time or a call's span with the zone named.
 */
export function zoneFormat(timeZone: string, locale = 'en-GB') {
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const heading = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    dayKey: (iso: string) => dayKey.format(new Date(iso)),
    heading: (iso: string) => heading.format(new Date(iso)),
    time: (iso: string) => `${time.format(new Date(iso))} ${zoneAbbreviation(timeZone, new Date(iso))}`,
    /** "09:00–09:30 EAT". */
    span: (start: string, end: string) =>
      `${time.format(new Date(start))}–${time.format(new Date(end))} ${zoneAbbreviation(timeZone, new Date(start))}`,
  };
}
