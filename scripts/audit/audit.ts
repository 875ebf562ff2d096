/**
 * Lighthouse audit of the built site, as visitors get it through the shell.
 *
 *   npm run build && npm run audit
 *
 * Builds nothing: starts the production builds of the API (embedded database, throw-away data folder),
 * both remotes and the shell on free ports (the browser-test harness), runs Lighthouse's mobile preset
 * against every public page in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) and prints the
 * four category scores, LCP, CLS, TBT, the longest task (and the longest that ran a script), the time our
 * own code ran, and what each page downloads (JavaScript gzipped with gzip -9 for comparison with budgets;
 * total as sent). Then, per page, whether it is idle once loaded: layouts, style
 * recalculations and main-thread busy time in 5 seconds without input (idle-metrics.ts); and the JavaScript
 * of the public home page and the admin console's first screen. HTML and JSON reports go to .lighthouse/
 * (git-ignored). AUDIT_RUNS=3 runs each page three times and reports the run with the median performance
 * score, with every run's score, LCP and TBT beside it; every run must meet those budgets. AUDIT_PAGES=home,contact audits only those pages. Exits 1 when any budget in budgets.ts is missed. The
 * machine's load average is printed with the figures: on a shared, loaded machine they are noisy.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_ARGS, launchBrowser } from '@mwangaza/browser-testing/browser';
import { repoRoot } from '@mwangaza/browser-testing/static-servers';
import { startStack, type E2eEnv } from '@mwangaza/browser-testing/stack';
import { measure } from '../../e2e/measure-bundles';
import {
  BUDGETS,
  checkBudgets,
  isAfterIdleChunk,
  pageGzip,
  type FirstScreen,
  type PageResult,
  type RunFigures,
} from './budgets';
import { IDLE_WINDOW_MS, measureIdle, type IdleMetrics } from './idle-metrics';
import { ownShare } from './own-code';

const REPORT_DIR = path.join(repoRoot, '.lighthouse');

// Lighthouse and chrome-launcher are ES modules; this file runs as CommonJS under tsx.
type LighthouseModule = typeof import('lighthouse');
type ChromeLauncherModule = typeof import('chrome-launcher');
type RunnerResult = NonNullable<Awaited<ReturnType<LighthouseModule['default']>>>;
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

async function firstId(apiUrl: string, resource: string, key: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/${resource}`);
  if (!response.ok) throw new Error(`GET /api/${resource}: HTTP ${response.status}`);
  const body = (await response.json()) as { data: Record<string, { id: string }[]> };
  const first = body.data[key]?.[0];
  if (!first) throw new Error(`No seeded ${resource}`);
  return first.id;
}

async function pagesToAudit(env: E2eEnv): Promise<{ label: string; path: string }[]> {
  if (!env.apiUrl) throw new Error('The audit needs the API (unset E2E_NO_API)');
  const [service, caseStudy, insight] = await Promise.all([
    firstId(env.apiUrl, 'services', 'services'),
    firstId(env.apiUrl, 'case-studies', 'caseStudies'),
    firstId(env.apiUrl, 'insights', 'insights'),
  ]);
  return [
    { label: 'home', path: '/' },
    { label: 'services', path: '/services' },
    { label: 'service', path: `/services/${service}` },
    { label: 'case-studies', path: '/case-studies' },
    { label: 'case-study', path: `/case-studies/${caseStudy}` },
    { label: 'insights', path: '/insights' },
    { label: 'insight', path: `/insights/${insight}` },
    { label: 'about', path: '/about' },
    { label: 'contact', path: '/contact' },
  ];
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

async function summarise(
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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printTable(results: PageResult[]): void {
  const header = [
    'page',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP ms',
    'CLS',
    'TBT ms',
    'longest task ms',
    'of scripts',
    'own JS ms',
    'JS files',
    'JS gz KB',
    'total KB',
    'idle layouts',
    'idle recalcs',
    'idle busy %',
  ];
  // The median run's figure, then every run's in run order.
  const withRuns = (r: PageResult, median: number, pick: (run: RunFigures) => number) =>
    r.runs.length > 1
      ? `${Math.round(median)} (${r.runs.map((run) => Math.round(pick(run))).join('/')})`
      : String(Math.round(median));
  const rows = results.map((r) => [
    r.path,
    withRuns(r, r.performance, (run) => run.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    withRuns(r, r.lcp, (run) => run.lcp),
    r.cls.toFixed(3),
    withRuns(r, r.tbt, (run) => run.tbt),
    String(Math.round(r.longestTask)),
    String(Math.round(r.longestScriptTask)),
    String(Math.round(r.ownScripting)),
    String(r.jsFiles),
    kb(r.jsGzip),
    kb(r.totalBytes),
    String(r.idle.layouts),
    String(r.idle.styleRecalcs),
    (r.idle.busy * 100).toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(
    `\nLighthouse ${process.env.AUDIT_RUNS ?? 1}x (perf, LCP, TBT: median run, then every run), mobile preset, through` +
      ` the shell; idle: ${IDLE_WINDOW_MS / 1000} s after load at 412 px; ${os.cpus().length} cores, load average` +
      ` ${loadAverage()}`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** The run with the median performance score, and every run's score, LCP and TBT in run order. */
async function auditPage(
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

async function main(): Promise<void> {
  const lighthouse = ((await import('lighthouse')) as LighthouseModule).default;
  const chromeLauncher = (await import('chrome-launcher')) as ChromeLauncherModule;
  const runs = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1));
  fs.mkdirSync(REPORT_DIR, { recursive: true });

  // The servers as production schedules their background work: the browser tests' once-a-second roll-up
  // would compete for the CPU with the page being measured.
  const stack = await startStack({ productionSchedules: true });
  // Declared out here so that whatever did start is stopped, even when a browser fails to start.
  let chrome: Awaited<ReturnType<ChromeLauncherModule['launch']>> | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // The same flags as the browser tests' Chromium.
      chromeFlags: CHROMIUM_ARGS,
      logLevel: 'silent',
    });
    browser = await launchBrowser();
    // AUDIT_PAGES=home,contact audits only those pages (labels as printed), for quicker iterations.
    const only = process.env.AUDIT_PAGES?.split(',').map((label) => label.trim());
    const pages = (await pagesToAudit(stack.env)).filter((page) => !only || only.includes(page.label));
    const results: PageResult[] = [];
    for (const page of pages) {
      const url = `${stack.env.shellUrl}${page.path}`;
      process.stderr.write(`auditing ${page.path} ...\n`);
      const { median, runs: figures } = await auditPage(lighthouse, chrome.port, url, runs);
      const [html = '', json = ''] = median.report as string[];
      fs.writeFileSync(path.join(REPORT_DIR, `${page.label}.report.html`), html);
      fs.writeFileSync(path.join(REPORT_DIR, `${page.label}.report.json`), json);
      const idle = await measureIdle(browser, url);
      results.push(await summarise(page.label, page.path, median.lhr, figures, idle));
    }
    printTable(results);

    const firstScreens: FirstScreen[] = [];
    for (const [label, screenPath, remote] of [
      ['public home', '/', 'publicSite'],
      ['admin console first screen', '/admin/login', 'adminConsole'],
    ] as const) {
      const scripts = (await measure(browser, stack.env, screenPath, remote)).filter(
        (asset) => asset.type === 'script',
      );
      const gzip = scripts.reduce((total, asset) => total + asset.gzip, 0);
      const ownGzip = scripts.reduce((total, asset) => total + asset.gzip * ownShare(asset.url), 0);
      const analyticsGzip = scripts
        .filter((asset) => isAfterIdleChunk(asset.url))
        .reduce((total, asset) => total + asset.gzip, 0);
      const screen: FirstScreen = {
        label,
        path: screenPath,
        jsFiles: scripts.length,
        jsGzip: gzip,
        ownGzip,
        analyticsGzip,
      };
      firstScreens.push(screen);
      const budget = BUDGETS.javascript[screenPath];
      const ownBudget = BUDGETS.ownJavascript[screenPath];
      console.log(
        `\n${label} (${screenPath}): ${scripts.length} JS files, ${kb(gzip)} KB gzipped: the page ` +
          `${kb(pageGzip(screen))} KB` +
          (budget ? ` (budget ${budget / 1024} KB)` : '') +
          (analyticsGzip > 0
            ? ` and the visit analytics ${kb(analyticsGzip)} KB, fetched once it is idle`
            : '') +
          `; our own code ${kb(ownGzip)} KB` +
          (ownBudget ? ` (budget ${ownBudget / 1024} KB)` : ''),
      );
    }

    const problems = checkBudgets(results, firstScreens);
    for (const result of results.filter((r) => r.failing.length > 0)) {
      console.log(`\n${result.path} loses points on:\n  ${result.failing.join('\n  ')}`);
    }
    console.log(`\nReports: ${path.relative(process.cwd(), REPORT_DIR) || '.'}/<page>.report.html`);
    if (problems.length > 0) {
      console.log(`\nOver budget:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nAll budgets met.');
    }
  } finally {
    await browser?.close();
    chrome?.kill();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
