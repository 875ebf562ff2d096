/**
 * How much JavaScript (and CSS) a visitor downloads, measured in a real browser against the built site:
 * the public home page and the admin console's first screen, each with an empty cache.
 *
 *   npm run build -w shell -w public-site -w admin-console && npx tsx e2e/measure-bundles.ts
 *
 * "transferred" is what the static server actually sent (brotli); "gzip -9" is the same files gzipped, for
 * comparison with budgets quoted in gzip. Set E2E_NO_API=1 to measure without a built API.
 */
import zlib from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { launchBrowser } from '@mwangaza/browser-testing/browser';
import { startStack, type E2eEnv } from '@mwangaza/browser-testing/stack';

export interface Asset {
  url: string;
  type: 'script' | 'stylesheet';
  raw: number;
  transferred: number;
  gzip: number;
}

const PAGES = [
  { label: 'public home /', path: '/', remote: 'publicSite' },
  { label: 'public home in Kiswahili /sw/', path: '/sw/', remote: 'publicSite' },
  { label: 'public home in French /fr/', path: '/fr/', remote: 'publicSite' },
  { label: 'admin first screen /admin/login', path: '/admin/login', remote: 'adminConsole' },
] as const;

/** The scripts and stylesheets a fresh visitor downloads for one page of the shell. */
export async function measure(browser: Browser, env: E2eEnv, path: string, remote: string): Promise<Asset[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(`${env.shellUrl}${path}`, { waitUntil: 'networkidle' });
  await page.locator(`[data-remote="${remote}"][data-remote-state="ready"]`).waitFor();
  await page.waitForLoadState('networkidle');
  const assets: Asset[] = [];
  for (const response of responses) {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') continue;
    const body = await response.body();
    const sizes = await response.request().sizes();
    assets.push({
      url: response.url(),
      type,
      raw: body.length,
      transferred: sizes.responseBodySize,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
    });
  }
  await context.close();
  return assets;
}

function origin(env: E2eEnv, url: string): string {
  if (url.startsWith(env.publicSiteUrl)) return 'public-site';
  if (url.startsWith(env.adminConsoleUrl)) return 'admin-console';
  return 'shell';
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);

function printTable(env: E2eEnv, label: string, assets: Asset[]): void {
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
  if (process.env.MEASURE_VERBOSE === '1') {
    for (const asset of assets) console.log(`  ${kb(asset.gzip)} KB gz  ${asset.url}`);
  }
  row(
    'total'.padEnd(15) + 'js'.padEnd(8),
    assets.filter((asset) => asset.type === 'script'),
  );
}

function sum(assets: Asset[], field: 'raw' | 'transferred' | 'gzip'): number {
  return assets.reduce((total, asset) => total + asset[field], 0);
}

async function main(): Promise<void> {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    for (const { label, path, remote } of PAGES) {
      printTable(stack.env, label, await measure(browser, stack.env, path, remote));
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
