import { useIntl } from 'react-intl';
import type { Insight } from '@mwangaza/shared';

/** When an insight went out: its publish time, or when it was written when it was published at once. */
export const publishedDateOf = (insight: Pick<Insight, 'publishAt' | 'createdAt'>) =>
  insight.publishAt ?? insight.createdAt;

/**
 * '2 May 2024', '2 Mei 2024', '2 mai 2024': the day in Nairobi's calendar (the same on the server and in the
 * browser), written in the page's language.
 */
export function useInsightDate(): (iso: string) => string {
  const intl = useIntl();
  return (iso) =>
    intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Nairobi' });
}
