/**
 * Is a loaded page idle? Chromium's own counters (DevTools protocol Performance.getMetrics) read before and
 * after a few seconds without input: how many layouts and style recalculations ran, and how long the
 * page's main thread was busy. A page that animates on the compositor (or draws from a worker) does none.
 */
import type { Browser } from 'playwright-core';

export interface IdleMetrics {
  layouts: number;
  styleRecalcs: number;
  /** Share of the window the main thread spent running tasks, 0 to 1. */
  busy: number;
  windowMs: number;
}

/** A mid-range phone's viewport, as in Lighthouse's mobile preset. */
const VIEWPORT = { width: 412, height: 823 };
export const IDLE_WINDOW_MS = 5_000;

type Metrics = Record<string, number>;

/**
 * Loads `url` in a fresh context, waits until the page has loaded, the network is quiet and the public
 * site's remote has rendered, then counts what happens during IDLE_WINDOW_MS with no input.
 */
export async function measureIdle(browser: Browser, url: string): Promise<IdleMetrics> {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1.75, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('[data-remote="publicSite"][data-remote-state="ready"]').waitFor();
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const read = async (): Promise<Metrics> => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
    };
    const before = await read();
    await page.waitForTimeout(IDLE_WINDOW_MS);
    const after = await read();
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    // Timestamp and TaskDuration are in seconds; the elapsed time is measured, not assumed.
    const elapsed = delta('Timestamp') || IDLE_WINDOW_MS / 1000;
    return {
      layouts: delta('LayoutCount'),
      styleRecalcs: delta('RecalcStyleCount'),
      busy: delta('TaskDuration') / elapsed,
      windowMs: Math.round(elapsed * 1000),
    };
  } finally {
    await context.close();
  }
}
