/**
 * The performance budgets of the public pages (docs/architecture.md), checked by `npm run audit`: every budget
 * but `javascript` holds for every audited page alike (the insights pages too).
 */
import { WEB_VITAL_BUDGETS } from '@mwangaza/shared/analytics/vital-budgets';
import type { IdleMetrics } from './idle-metrics';

export interface PageResult {
  label: string;
  path: string;
  /** Performance score, LCP and TBT of every Lighthouse run, in run order: each run must meet the budgets. */
  runs: RunFigures[];
  /** The median run's scores and figures follow. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  cls: number;
  /** Milliseconds. */
  tbt: number;
  /** The longest main-thread task, milliseconds (simulated, like TBT). */
  longestTask: number;
  /**
   * The longest of those that ran a script (the app's start-up, hydration), leaving out the document's own
   * parsing, style and layout before the first paint.
   */
  longestScriptTask: number;
  /** Milliseconds our own code ran while the page loaded (simulated; libraries left out). */
  ownScripting: number;
  jsFiles: number;
  /** Bytes of JavaScript, gzip -9. */
  jsGzip: number;
  /** Bytes sent for the whole page. */
  totalBytes: number;
  /** Audits that cost points. */
  failing: string[];
  idle: IdleMetrics;
}

export interface RunFigures {
  performance: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  tbt: number;
}

/** JavaScript a first visit downloads, gzip -9, for the pages the issue names. */
export interface FirstScreen {
  label: string;
  path: string;
  jsFiles: number;
  jsGzip: number;
  /** The part of jsGzip that is our own code (the shared package, the remote, the shell). */
  ownGzip: number;
  /** The part of jsGzip fetched for the visit analytics once the page is idle (AFTER_IDLE_CHUNKS). */
  analyticsGzip: number;
}

/**
 * The visit analytics' chunks (the beacon and web-vitals, named in shell/src/analytics-loader.ts and
 * shell/src/analytics/index.ts). They are fetched only once the page is idle, and only when the visitor does
 * not refuse tracking, so they cost the page's load nothing: the JavaScript budgets count the page without
 * them, and the audit prints them beside it. Measuring every visit (where won clients came from, how fast the
 * pages are on real phones) was chosen over the 4 KB: sampling visits would not shrink a measured visit.
 */
export const AFTER_IDLE_CHUNKS = ['analytics', 'web-vitals'];

/** The page's own JavaScript, which the budget holds: the first screen's without the analytics. */
export const pageGzip = (screen: FirstScreen): number => screen.jsGzip - screen.analyticsGzip;

/** Whether a script URL is one of AFTER_IDLE_CHUNKS (`/analytics.<hash>.js`). */
export function isAfterIdleChunk(url: string): boolean {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  return AFTER_IDLE_CHUNKS.some((name) => file.startsWith(`${name}.`));
}

export const BUDGETS = {
  /** Every run, not only the median. */
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: WEB_VITAL_BUDGETS.LCP,
  tbtMs: 100,
  cls: WEB_VITAL_BUDGETS.CLS,
  /** In IDLE_WINDOW_MS without input after the page has loaded. */
  idleLayouts: 5,
  idleStyleRecalcs: 5,
  /** Share of the idle window the main thread may be busy. */
  idleBusy: 0.05,
  /**
   * Bytes gzipped, by first-screen path, without the visit analytics fetched once the page is idle
   * (AFTER_IDLE_CHUNKS). The fixed stack (React DOM, Redux Toolkit with RTK Query, the router,
   * the federation runtime) weighs about 142 KB before any of our code.
   */
  javascript: {
    '/': 180 * 1024,
    '/sw/': 180 * 1024,
    '/fr/': 180 * 1024,
    '/admin/login': 180 * 1024,
  } as Record<string, number>,
  /** Our own code (the shared package, the page, the shell) in those bytes. */
  ownJavascript: { '/': 35 * 1024, '/sw/': 35 * 1024, '/fr/': 35 * 1024 } as Record<string, number>,
} as const;

/** One line per budget a page misses; empty when every page is within budget. */
export function checkBudgets(results: PageResult[], firstScreens: FirstScreen[] = []): string[] {
  const problems: string[] = [];
  for (const r of results) {
    const min = (name: string, value: number, budget: number) => {
      if (value < budget) problems.push(`${r.path}: ${name} ${value} < ${budget}`);
    };
    const max = (name: string, value: number, budget: number, shown = String(value)) => {
      if (!(value <= budget)) problems.push(`${r.path}: ${name} ${shown} > ${budget}`);
    };
    r.runs.forEach((figures, index) => {
      const run = r.runs.length > 1 ? ` (run ${index + 1})` : '';
      min(`performance${run}`, figures.performance, BUDGETS.performance);
      max(`LCP ms${run}`, Math.round(figures.lcp), BUDGETS.lcpMs);
      max(`TBT ms${run}`, Math.round(figures.tbt), BUDGETS.tbtMs);
    });
    min('accessibility', r.accessibility, BUDGETS.accessibility);
    min('best practices', r.bestPractices, BUDGETS.bestPractices);
    min('SEO', r.seo, BUDGETS.seo);
    max('CLS', r.cls, BUDGETS.cls, r.cls.toFixed(3));
    max('idle layouts', r.idle.layouts, BUDGETS.idleLayouts);
    max('idle style recalculations', r.idle.styleRecalcs, BUDGETS.idleStyleRecalcs);
    max('idle main thread busy', r.idle.busy, BUDGETS.idleBusy, r.idle.busy.toFixed(3));
  }
  for (const screen of firstScreens) {
    const budget = BUDGETS.javascript[screen.path];
    const page = pageGzip(screen);
    if (budget !== undefined && page > budget) {
      problems.push(
        `${screen.path}: JavaScript ${(page / 1024).toFixed(1)} KB gzipped > ${budget / 1024} KB`,
      );
    }
    const ownBudget = BUDGETS.ownJavascript[screen.path];
    if (ownBudget !== undefined && screen.ownGzip > ownBudget) {
      problems.push(
        `${screen.path}: our own JavaScript ${(screen.ownGzip / 1024).toFixed(1)} KB gzipped > ${ownBudget / 1024} KB`,
      );
    }
  }
  return problems;
}
