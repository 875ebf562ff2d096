import { formatNairobiShortDate, formatNairobiTime, site } from '@mwangaza/shared';

const ZONE_NAME = `${site.timeZone.name} (${site.office.city})`;

/**
 * An instant as staff read it everywhere in the console: in the office's time zone whatever the browser's,
 * and named ("5 Dec 2026, 09:00 EAT"; with `dateOnly`, the office's day "5 Dec 2026"). Nothing for a
 * missing or broken value.
 */
export function StaffTime({ at, dateOnly = false }: { at: string | null | undefined; dateOnly?: boolean }) {
  if (!at || Number.isNaN(Date.parse(at))) return null;
  return (
    <time dateTime={at} title={ZONE_NAME}>
      {dateOnly ? formatNairobiShortDate(at) : formatNairobiTime(at)}
    </time>
  );
}
