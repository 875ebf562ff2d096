import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { launchBrowser } from '@mwangaza/browser-testing/browser';
import { getE2eEnv } from '@mwangaza/browser-testing/env';

/** What every public-site browser test needs: the running stack, one browser per file, page helpers. */
export const env = getE2eEnv();

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** Where the shell has mounted the public site and its page has rendered a main heading. */
export const publicSiteReady = (page: Page) =>
  page.locator('[data-remote="publicSite"][data-remote-state="ready"]');

/**
 * One browser for the whole file: starting Chromium on two busy cores costs more than the tests. Every
 * context a test opens (through `visitorPage` or `browser().newContext`) is closed after that test, so
 * memory stays flat however many tests a file holds, and no test sees another's cookies or storage.
 */
export function setUpBrowser(): {
  browser(): Browser;
  visitorPage(viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<Page>;
} {
  let launched: Browser | undefined;
  const browser = () => {
    if (!launched) throw new Error('The browser is not running yet');
    return launched;
  };
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all((launched?.contexts() ?? []).map((context) => context.close()));
  });
  afterAll(async () => {
    await launched?.close();
  });
  return {
    browser,
    /**
     * A fresh page (own cookies and storage) of the given size, for a visitor asking for reduced motion;
     * `options` adds to the context's (e.g. `acceptDownloads`).
     */
    async visitorPage(viewport = DESKTOP, options = {}) {
      const context = await browser().newContext({ viewport, reducedMotion: 'reduce', ...options });
      const page = await context.newPage();
      // Fail on the visible assertion, not after jest's own timeout, when something never shows up.
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
}

/**
 * `setUpBrowser` for a file whose every test starts from a fresh visitor page of one size: returns the running
 * test's page.
 */
export function pagePerTest(viewport = DESKTOP): () => Page {
  const { visitorPage } = setUpBrowser();
  let current: Page | undefined;
  beforeEach(async () => {
    current = await visitorPage(viewport);
  });
  return () => {
    if (!current) throw new Error('pagePerTest: no test is running');
    return current;
  };
}

/** Opens a public path through the shell, expecting its status (404: a not-found page), and waits for its main heading. */
export async function visit(page: Page, path: string, heading: string | RegExp, status = 200): Promise<void> {
  const response = await page.goto(`${env.shellUrl}${path}`);
  expect(response?.status()).toBe(status);
  await publicSiteReady(page).waitFor();
  await expectHeading(page, heading);
}

/** Waits for the page's h1 to read `name`. */
export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The axe check, named after the page it ran on. */
export function checkA11y(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  return expectNoSeriousA11yViolations(page, label);
}

/** The path of the page now shown, without the shell's origin. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
