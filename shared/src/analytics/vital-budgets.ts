import type { WebVitalName } from '../schemas/analytics';

/**
 * The page-speed budgets real visitors' figures are shown against. LCP and CLS are the ones the laboratory
 * audit checks (`npm run audit` reads them from here); INP and TTFB have no laboratory figure, so theirs are
 * the thresholds web-vitals calls "good".
 */
export const WEB_VITAL_BUDGETS: Record<WebVitalName, number> = {
  LCP: 2_000,
  INP: 200,
  CLS: 0.02,
  TTFB: 800,
};
