import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../../e2e/harness/axe';
import { launchBrowser } from '../../e2e/harness/browser';
import { serveStandalone, type StandaloneRemote } from '../../e2e/harness/standalone';

// The public site alone, on its MSW mocks: what its team runs without the shell, the console or the API.
let remote: StandaloneRemote;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [remote, browser] = await Promise.all([serveStandalone('public-site'), launchBrowser()]);
});
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});
afterEach(() => page.close());
afterAll(async () => {
  await browser?.close();
  await remote?.close();
});

it('shows the services the mocks serve and opens one', async () => {
  await page.goto(`${remote.url}/services`);
  const link = page.getByRole('link', { name: /Big Data Analytics/ }).first();
  await link.waitFor();
  await expectNoSeriousA11yViolations(page);
  await link.click();
  await page.getByRole('heading', { level: 1, name: 'Big Data Analytics' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/services/big-data-analytics');
});

it('answers every API call from the mocks in the browser, never the network', async () => {
  const fromServiceWorker: boolean[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      fromServiceWorker.push(response.fromServiceWorker());
  });
  await page.goto(`${remote.url}/case-studies/cs-hospital`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectNoSeriousA11yViolations(page);
  expect(fromServiceWorker.length).toBeGreaterThan(0);
  expect(fromServiceWorker.every(Boolean)).toBe(true);
});
