import { browserTimeZone, NAIROBI, timeZoneNames, zoneAbbreviation } from '@mwangaza/shared';

export { browserTimeZone, NAIROBI, timeZoneNames };

/** Formatters for one page language and zone: the day heading, the time, both together, the zone's short name. */
export function slotFormat(intlLocale: string, timeZone: string) {
  const day = new Intl.DateTimeFormat(intlLocale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const time = new Intl.DateTimeFormat(intlLocale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  // A `YYYY-MM-DD` day names the zone's date: read at noon UTC, it is that date everywhere.
  const calendarDay = new Intl.DateTimeFormat(intlLocale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const zoneName = (at: Date) => zoneAbbreviation(timeZone, at);
  return {
    /** A `YYYY-MM-DD` day of the zone. */
    day: (date: string) => calendarDay.format(new Date(`${date}T12:00:00Z`)),
    time: (iso: string) => time.format(new Date(iso)),
    /** "Monday 7 December, 07:00 WAT". */
    when: (iso: string) =>
      `${day.format(new Date(iso))}, ${time.format(new Date(iso))} ${zoneName(new Date(iso))}`,
    zoneName,
  };
}
