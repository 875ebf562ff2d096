/**
 * How much JavaScript (and CSS) a visitor downloads, measured in a real browser against the built site:
 * the public home page in each language and the admin console's first screen, each with an empty cache.
 *
 *   npm run build && npx tsx e2e/measure-bundles.ts
 *
 * Every script and stylesheet the page's load fetches is counted (the page's, its workers' and any fetched
 * ahead), until the network has been idle: the code that draws and hydrates the page, the sections a screen
 * below the first one (loaded ahead of the visitor's scrolling), and the visit analytics fetched once the page
 * is idle. The page's figure, which the 180 KB budget holds (scripts/audit/budgets.ts), leaves out only those
 * analytics, printed beside it. Below-the-fold sections further down (and the footer) load only as a visitor
 * nears them: a visitor who does not scroll does not download them.
 *
 * "transferred" is what the static server actually sent (brotli); "gzip -9" is the same files gzipped, for
 * comparison with budgets quoted in gzip. Set E2E_NO_API=1 to measure without a built API.
 */
import zlib from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { launchBrowser } from '@mwangaza/browser-testing/browser';
import { isAfterIdleChunk } from '../scripts/audit/budgets';
import { startStack, type E2eEnv } from '@mwangaza/browser-testing/stack';

export interface Asset {
  url: string;
  type: 'script' | 'stylesheet';
  raw: number;
  transferred: number;
  gzip: number;
  /** Fetched by the page's load, or only once the visitor scrolled to the foot of the page (`scroll: true`). */
  when: 'load' | 'scroll';
}

/**
 * How long a loaded page is watched for what it fetches later (the idle-time work, e.g. the visit analytics):
 * the network falling silent for half a second is not the end of the page's load.
 */
const SETTLE_MS = 5_000;

const PAGES = [
  { label: 'public home /', path: '/', remote: 'publicSite' },
  { label: 'public home in Kiswahili /sw/', path: '/sw/', remote: 'publicSite' },
  { label: 'public home in French /fr/', path: '/fr/', remote: 'publicSite' },
  { label: 'admin first screen /admin/login', path: '/admin/login', remote: 'adminConsole' },
] as const;

/**
 * The scripts and stylesheets a fresh visitor downloads for one page of the shell; with `scroll`, then those a
 * visitor who scrolls to the foot of the page downloads on the way.
 */
export async function measure(
  browser: Browser,
  env: E2eEnv,
  path: string,
  remote: string,
  { scroll = false } = {},
): Promise<Asset[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses: Response[] = [];
  // On the context: the page's requests and its workers' alike.
  context.on('response', (response) => responses.push(response));
  await page.goto(`${env.shellUrl}${path}`, { waitUntil: 'networkidle' });
  await page.locator(`[data-remote="${remote}"][data-remote-state="ready"]`).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const loaded = responses.length;
  if (scroll) {
    // A screen at a time, as a reader scrolls, until the foot of the page.
    for (let step = 0; step < 40; step += 1) {
      const atFoot = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForLoadState('networkidle');
      if (atFoot) break;
    }
    await page.waitForLoadState('networkidle');
  }
  const assets: Asset[] = [];
  for (const [index, response] of responses.entries()) {
    const type = assetType(response);
    if (!type) continue;
    const body = await response.body();
    const sizes = await response.request().sizes();
    assets.push({
      url: response.url(),
      type,
      raw: body.length,
      transferred: sizes.responseBodySize,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
      when: index < loaded ? 'load' : 'scroll',
    });
  }
  await context.close();
  return assets;
}

/** A script or a stylesheet, however it was asked for (a tag, a preload, a worker). */
function assetType(response: Response): Asset['type'] | undefined {
  const resourceType = response.request().resourceType();
  if (resourceType === 'script' || resourceType === 'stylesheet') return resourceType;
  const contentType = response.headers()['content-type'] ?? '';
  if (/javascript/.test(contentType)) return 'script';
  if (/text\/css/.test(contentType)) return 'stylesheet';
  return undefined;
}

function origin(env: E2eEnv, url: string): string {
  if (url.startsWith(env.publicSiteUrl)) return 'public-site';
  if (url.startsWith(env.adminConsoleUrl)) return 'admin-console';
  return 'shell';
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

function printTable(env: E2eEnv, label: string, everything: Asset[]): void {
  const assets = everything.filter((asset) => asset.when === 'load');
  const onScroll = everything.filter((asset) => asset.when === 'scroll' && asset.type === 'script');
  console.log(`\n${label}`);
  console.log(
    `${'from'.padEnd(15)}${'kind'.padEnd(8)}${'files'.padStart(6)}${'raw KB'.padStart(9)}${'sent KB'.padStart(9)}${'gzip KB'.padStart(9)}`,
  );
  const groups = new Map<string, Asset[]>();
  for (const asset of assets) {
    const key = `${origin(env, asset.url).padEnd(15)}${(asset.type === 'script' ? 'js' : 'css').padEnd(8)}`;
    groups.set(key, [...(groups.get(key) ?? []), asset]);
  }
  const row = (key: string, items: Asset[]) =>
    console.log(
      `${key}${String(items.length).padStart(6)}${kb(sum(items, 'raw'))}${kb(sum(items, 'transferred'))}${kb(sum(items, 'gzip'))}`,
    );
  for (const [key, items] of [...groups].sort()) row(key, items);
  const scripts = assets.filter((asset) => asset.type === 'script');
  const afterIdle = scripts.filter((asset) => isAfterIdleChunk(asset.url));
  const pageScripts = scripts.filter((asset) => !isAfterIdleChunk(asset.url));
  console.log('  scripts, in the order they arrived (gzip -9 KB):');
  for (const asset of scripts) {
    const note = isAfterIdleChunk(asset.url) ? '  (visit analytics, once idle)' : '';
    console.log(
      `  ${kb(asset.gzip)}  ${origin(env, asset.url).padEnd(14)}${new URL(asset.url).pathname}${note}`,
    );
  }
  if (process.env.MEASURE_VERBOSE === '1') {
    for (const asset of assets.filter((item) => item.type === 'stylesheet')) {
      console.log(`  ${kb(asset.gzip)}  ${origin(env, asset.url).padEnd(14)}${new URL(asset.url).pathname}`);
    }
  }
  row('page'.padEnd(15) + 'js'.padEnd(8), pageScripts);
  if (afterIdle.length > 0) row('+ analytics'.padEnd(15) + 'js'.padEnd(8), afterIdle);
  row('total'.padEnd(15) + 'js'.padEnd(8), scripts);
  if (onScroll.length > 0) {
    console.log('  scrolling to the foot of the page then fetches (gzip -9 KB):');
    for (const asset of onScroll) {
      console.log(`  ${kb(asset.gzip)}  ${origin(env, asset.url).padEnd(14)}${new URL(asset.url).pathname}`);
    }
    row('on scroll'.padEnd(15) + 'js'.padEnd(8), onScroll);
  }
}

function sum(assets: Asset[], field: 'raw' | 'transferred' | 'gzip'): number {
  return assets.reduce((total, asset) => total + asset[field], 0);
}

async function main(): Promise<void> {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    for (const { label, path, remote } of PAGES) {
      const scroll = remote === 'publicSite';
      printTable(stack.env, label, await measure(browser, stack.env, path, remote, { scroll }));
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

// Also a library (the Lighthouse audit reuses measure()): run only when started directly.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
