import { useMemo } from 'react';
import { browserTimeZone, zoneAbbreviation, zoneFormat } from '@mwangaza/shared';

/**
 * Calls are read in the staff member's own time zone (the browser's), named beside each time, since the
 * consultants work from several countries; the rest of the console keeps the office's.
 */
export function useReaderZone() {
  return useMemo(() => {
    const zone = browserTimeZone();
    const format = zoneFormat(zone);
    return {
      zone,
      format,
      /** "Monday, 7 December 2026, 09:00 EAT". */
      when: (iso: string) => `${format.heading(iso)}, ${format.time(iso)}`,
      /** "Africa/Nairobi (EAT)". */
      label: (at = new Date()) => `${zone.replaceAll('_', ' ')} (${zoneAbbreviation(zone, at)})`,
    };
  }, []);
}
