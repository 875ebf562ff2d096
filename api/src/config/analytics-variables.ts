import { integer } from '@mwangaza/shared/env';

/** First-party analytics: how long its data is kept, how fresh today's figures are, how much one client may send. */
export const analytics = {
  ANALYTICS_RAW_DAYS: integer({
    description: 'how long raw analytics events (one per page view, event or vital) are kept',
    default: 30,
    min: 1,
    max: 365,
  }),
  ANALYTICS_ROLLUP_MONTHS: integer({
    description: 'how long the daily analytics roll-ups (what the Traffic screen reads) are kept',
    default: 25,
    min: 1,
    max: 120,
  }),
  ANALYTICS_ROLLUP_INTERVAL_MS: integer({
    description: "how often today's analytics are rolled up (how soon the Traffic screen shows a hit)",
    default: 60_000,
    min: 1000,
  }),
  ANALYTICS_VISITORS_PER_ADDRESS: integer({
    description:
      'most visitors one client address (an IPv6 /64) counts for in a day: the browsers past the first ones count together as the last',
    default: 10,
    min: 2,
    max: 10_000,
  }),
  ANALYTICS_RATE_LIMIT_MAX: integer({
    description: 'POST /api/events requests per client per window (shared by every instance)',
    default: 120,
    min: 1,
  }),
  ANALYTICS_RATE_LIMIT_WINDOW_MS: integer({
    description: 'the analytics limit’s window',
    default: 60_000,
    min: 1000,
  }),
};
