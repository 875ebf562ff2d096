import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../../e2e/harness/axe';
import { launchBrowser } from '../../e2e/harness/browser';
import { serveStandalone, type StandaloneRemote } from '../../e2e/harness/standalone';

// The admin console alone, on its MSW mocks: what its team runs without the shell, the public site or the API.
const DEMO_ADMIN = { email: 'admin@mwangaza-analytics.co.ke', password: 'Demo@2024!' };

let remote: StandaloneRemote;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [remote, browser] = await Promise.all([serveStandalone('admin-console'), launchBrowser()]);
});
beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});
afterEach(() => page.close());
afterAll(async () => {
  await browser?.close();
  await remote?.close();
});

it('signs the demo admin in against the mocks and shows the dashboard', async () => {
  await page.goto(`${remote.url}/admin/login`);
  await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await expectNoSeriousA11yViolations(page);
});

it('refuses a wrong password with the message the API sends', async () => {
  await page.goto(`${remote.url}/admin/login`);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Invalid email or password').waitFor();
});
