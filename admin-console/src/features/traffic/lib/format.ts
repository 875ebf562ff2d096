import type { WebVitalName } from '@mwangaza/shared';

const count = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number) => count.format(value);
export const formatRate = (value: number) => percent.format(value);

/**
 * How a figure compares with the period of the same length just before, in words a person reads at once:
 * "+12.5% on the previous 30 days", "New: none in the previous 30 days", "Same as the previous 7 days".
 */
export function describeChange(
  value: number,
  previous: number,
  days: number,
): { change: string; rest: string } {
  const period = days === 1 ? 'the previous day' : `the previous ${days} days`;
  if (previous === 0)
    return value === 0
      ? { change: '', rest: `None in ${period} either` }
      : { change: 'New:', rest: `none in ${period}` };
  if (value === previous) return { change: '', rest: `Same as ${period}` };
  const change = (value - previous) / previous;
  return { change: `${change > 0 ? '+' : ''}${percent.format(change)}`, rest: `on ${period}` };
}

/** Milliseconds for LCP, INP and TTFB; CLS is a score. */
export const formatVital = (name: WebVitalName, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${count.format(Math.round(value))} ms`;

/** "26 Nov" for a UTC day (YYYY-MM-DD). */
export const formatDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
