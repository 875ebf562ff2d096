import type { Insight } from '@mwangaza/shared';

/** When an insight went out: its publish time, or when it was written when it was published at once. */
export const publishedDateOf = (insight: Pick<Insight, 'publishAt' | 'createdAt'>) =>
  insight.publishAt ?? insight.createdAt;

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Nairobi',
});

/** '2 May 2024', in Nairobi's calendar (the same on the server and in the browser). */
export const formatInsightDate = (iso: string) => DATE.format(new Date(iso));
