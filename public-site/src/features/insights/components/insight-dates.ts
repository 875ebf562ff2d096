import { formatNairobiDate, type Insight } from '@mwangaza/shared';

/** When an insight went out: its publish time, or when it was written when it was published at once. */
export const publishedDateOf = (insight: Pick<Insight, 'publishAt' | 'createdAt'>) =>
  insight.publishAt ?? insight.createdAt;

/** '2 May 2024', in Nairobi's calendar (the same on the server and in the browser). */
export const formatInsightDate = (iso: string) => formatNairobiDate(iso);
