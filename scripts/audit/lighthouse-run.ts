import zlib from 'node:zlib';
import type { PageResult, RunFigures } from './budgets';
import type { IdleMetrics } from './idle-metrics';
import { ownShare } from './own-code';

/** One page through Lighthouse: its runs, and the figures the audit prints and checks against the budgets. */

// Lighthouse and chrome-launcher are ES modules; this file runs as CommonJS under tsx.
export type LighthouseModule = typeof import('lighthouse');
export type ChromeLauncherModule = typeof import('chrome-launcher');
export type RunnerResult = NonNullable<Awaited<ReturnType<LighthouseModule['default']>>>;
type Result = RunnerResult['lhr'];

interface BootupItem {
  url: string;
  scripting?: number;
}

interface TaskItem {
  duration: number;
  /** The script the task ran, else the document (parsing, styles, layout) or 'Unattributable'. */
  url: string;
}

/** Whether a long task ran a script (start-up, hydration) rather than the document's own parsing and layout. */
const isScriptTask = (task: TaskItem) => /\.m?js(?:[?#]|$)/.test(task.url);

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  mimeType?: string;
}

/** The run with the median performance score, and every run's score, LCP and TBT in run order. */
export async function auditPage(
  lighthouse: LighthouseModule['default'],
  port: number,
  url: string,
  runs: number,
): Promise<{ median: RunnerResult; runs: RunFigures[] }> {
  const results: RunnerResult[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(url, {
      port,
      output: ['html', 'json'],
      logLevel: 'error',
      // The default config is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown, simulated).
      formFactor: 'mobile',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    results.push(result);
  }
  const performance = (result: RunnerResult) => result.lhr.categories.performance?.score ?? 0;
  const numeric = (result: RunnerResult, id: string) => result.lhr.audits[id]?.numericValue ?? NaN;
  const runFigures = results.map((result) => ({
    performance: Math.round(performance(result) * 100),
    lcp: numeric(result, 'largest-contentful-paint'),
    tbt: numeric(result, 'total-blocking-time'),
  }));
  results.sort((a, b) => performance(a) - performance(b));
  return { median: results[Math.floor(results.length / 2)]!, runs: runFigures };
}

const gzipCache = new Map<string, number>();
async function gzippedSize(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = zlib.gzipSync(body, { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

export async function summarise(
  label: string,
  pagePath: string,
  lhr: Result,
  runs: RunFigures[],
  idle: IdleMetrics,
): Promise<PageResult> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const requests = details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const jsGzip = (await Promise.all(scripts.map((item) => gzippedSize(item.url)))).reduce((a, b) => a + b, 0);
  const items = <T>(id: string) => (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
  // Simulated like every Lighthouse timing (4x CPU slowdown): the page's longest main-thread task, and the
  // time spent running our own code (each script's share of it, by source map) while the page loaded.
  const longTasks = items<TaskItem>('long-tasks');
  const longest = (tasks: TaskItem[]) => Math.max(0, ...tasks.map((task) => task.duration));
  const longestTask = longest(longTasks);
  const longestScriptTask = longest(longTasks.filter(isScriptTask));
  const ownScripting = items<BootupItem>('bootup-time')
    .filter((item) => /^https?:/.test(item.url))
    .reduce((total, item) => total + (item.scripting ?? 0) * ownShare(item.url), 0);
  return {
    label,
    path: pagePath,
    runs,
    idle,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    longestTask,
    longestScriptTask,
    ownScripting,
    jsFiles: scripts.length,
    jsGzip,
    totalBytes: requests.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    failing: failingAudits(lhr),
  };
}

/** The audits that cost points, per category. */
function failingAudits(lhr: Result): string[] {
  const failing = new Set<string>();
  for (const category of Object.values(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      // Zero-weight audits (performance diagnostics, experimental checks) do not change the score.
      if (ref.weight === 0) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      failing.add(`${category.id}: ${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return [...failing];
}
