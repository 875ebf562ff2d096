import type { WebVitalName } from '@mwangaza/shared';

const count = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number) => count.format(value);
export const formatRate = (value: number) => percent.format(value);

/** "+12.5%" against the previous period; "new" when there was nothing before. */
export function formatTrend(value: number, previous: number): string {
  if (previous === 0) return value === 0 ? 'no change' : 'new';
  const change = (value - previous) / previous;
  return `${change > 0 ? '+' : ''}${percent.format(change)}`;
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
