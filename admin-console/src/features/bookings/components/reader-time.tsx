import type { ReactNode } from 'react';

/**
 * A call's time as its reader sees it: in their own time zone, which the element declares
 * (`data-time-zone`), unlike the rest of the console's times, which are the office's.
 */
export function ReaderTime({ at, zone, children }: { at: string; zone: string; children: ReactNode }) {
  return (
    <time dateTime={at} title={zone} data-time-zone={zone}>
      {children}
    </time>
  );
}
