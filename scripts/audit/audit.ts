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
import path from 'node:path';
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
} from './budgets';
import { measureIdle } from './idle-metrics';
import { auditPage, summarise, type ChromeLauncherModule, type LighthouseModule } from './lighthouse-run';
import { ownShare } from './own-code';
import { kb, printTable } from './print-results';

const REPORT_DIR = path.join(repoRoot, '.lighthouse');

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
    { label: 'book', path: '/book' },
    // Every language holds the same budgets: the home page, services and a case study in each.
    ...(['sw', 'fr'] as const).flatMap((locale) => [
      { label: `home-${locale}`, path: `/${locale}/` },
      { label: `services-${locale}`, path: `/${locale}/services` },
      { label: `case-study-${locale}`, path: `/${locale}/case-studies/${caseStudy}` },
    ]),
  ];
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
      ['public home in Kiswahili', '/sw/', 'publicSite'],
      ['public home in French', '/fr/', 'publicSite'],
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
