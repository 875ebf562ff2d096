import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../harness/axe';
import { launchBrowser } from '../harness/browser';
import { linkFromMail, readMails } from '../harness/mailbox';
import { adminReady, env, newPage, submitLogin, unique, url } from './admin';

jest.setTimeout(120_000);

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function freshPage(viewport?: { width: number; height: number }): Promise<Page> {
  const { context, page } = await newPage(browser, viewport);
  contexts.push(context);
  return page;
}

/** Screenshots for people to look at, only when SHOTS_DIR is set (never into the repository). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
}

async function waitForMail(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mail = readMails(env.mailDir!).slice(since).find((m) => m.includes(`To: ${to}`));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('forgot password: the e-mailed link sets a new password and the account signs in with it', async () => {
  const account = { fullName: 'Wanjiru Kamau', email: `wanjiru.${unique()}@example.co.ke`, password: 'Savanna-2024' };
  const registered = await fetch(`${env.apiUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(registered.status).toBe(201);

  const page = await freshPage();
  await page.goto(url('/admin/login'));
  await adminReady(page, 'Sign in');
  // By keyboard: the link follows the form.
  await page.getByRole('link', { name: 'Forgot password?' }).focus();
  await page.keyboard.press('Enter');
  await adminReady(page, 'Forgot password');
  await expectNoSeriousA11yViolations(page);

  const before = readMails(env.mailDir!).length;
  await page.getByLabel('Email').fill(account.email);
  await page.keyboard.press('Enter');
  await page.getByRole('status').getByText('If an account exists for that address').waitFor();
  await expectNoSeriousA11yViolations(page);

  const link = linkFromMail(await waitForMail(account.email, before), '/admin/reset-password');
  expect(link?.startsWith(url('/admin/reset-password?token='))).toBe(true);
  await page.goto(link!);
  await adminReady(page, 'Choose a new password');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('Password is required').waitFor();
  await expectNoSeriousA11yViolations(page);

  const newPassword = 'Baobab-shade-77';
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.keyboard.press('Enter');
  await page.waitForURL(url('/admin/login'));
  await page.getByText('Your password has been changed. Please sign in with it.').waitFor();
  await submitLogin(page, account.email, newPassword);
  await adminReady(page, 'Dashboard');

  // The link worked once.
  const again = await freshPage();
  await again.goto(link!);
  await adminReady(again, 'Choose a new password');
  await again.getByLabel(/^New password/).fill('Another-pass-88');
  await again.getByLabel('Confirm password').fill('Another-pass-88');
  await again.getByRole('button', { name: 'Set new password' }).click();
  await again.getByText('This reset link is invalid or has expired.').waitFor();
});

it('the reset screens fit a phone and a desktop', async () => {
  for (const width of [390, 1366]) {
    const page = await freshPage({ width, height: 844 });
    await page.goto(url('/admin/forgot-password'));
    await adminReady(page, 'Forgot password');
    await shot(page, `forgot-${width}`);
    await page.goto(url('/admin/reset-password?token=example'));
    await adminReady(page, 'Choose a new password');
    await shot(page, `reset-${width}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  }
});
