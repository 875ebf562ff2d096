import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { PHONE, publicSiteReady } from '../public-site/visitor';
import { adminReady, setUpBrowser, signIn, storedSession, submitLogin, url, DEMO_ADMIN } from './admin';

jest.setTimeout(90_000);

const { freshPage } = setUpBrowser();
let page: Page;

beforeEach(async () => {
  page = await freshPage();
});

it('sends an unauthenticated visit to /admin/services to the login page, and back there after sign-in', async () => {
  await page.goto(url('/admin/services'));
  await page.waitForURL(url('/admin/login'));
  await submitLogin(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await adminReady(page, 'Services');
  expect(page.url()).toBe(url('/admin/services'));
  await page.getByRole('button', { name: 'Add Service' }).waitFor();
  await expectNoSeriousA11yViolations(page);
});

it('says which credentials were wrong without signing in', async () => {
  await page.goto(url('/admin/login'));
  await submitLogin(page, DEMO_ADMIN.email, 'not-the-password');
  await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  expect(page.url()).toBe(url('/admin/login'));
  await expectNoSeriousA11yViolations(page);
});

it('refreshes an expired access token once without the user noticing', async () => {
  await signIn(page);
  const before = await storedSession(page);
  expect(before.accessToken).toBeTruthy();
  // A token the API rejects, as an expired one is.
  await page.evaluate(() => window.localStorage.setItem('accessToken', 'expired.garbage.token'));

  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/refresh')) refreshes.push(request.method());
  });
  await page.goto(url('/admin/services'));
  await adminReady(page, 'Services');
  await page.getByRole('table', { name: 'Services' }).getByRole('row').nth(1).waitFor();
  expect(page.url()).toBe(url('/admin/services'));

  const after = await storedSession(page);
  expect(refreshes).toEqual(['POST']);
  expect(after.accessToken).toBeTruthy();
  expect(after.accessToken).not.toBe('expired.garbage.token');
  expect(after.refreshToken).toBeTruthy();
  expect(after.refreshToken).not.toBe(before.refreshToken);
  expect(after.isAuthenticated).toBe('true');
});

it('shares one session between two tabs: a refresh in one reaches the other, and so does a sign-out', async () => {
  await signIn(page);
  const other = await page.context().newPage();
  await other.goto(url('/admin/services'));
  await adminReady(other, 'Services');

  // This tab refreshes (its access token rejected, as an expired one is) and stores the new pair.
  await page.evaluate(() => window.localStorage.setItem('accessToken', 'expired.garbage.token'));
  await page.goto(url('/admin/culture'));
  await adminReady(page, 'Culture');
  const refreshed = await storedSession(page);
  expect(refreshed.accessToken).not.toBe('expired.garbage.token');

  // The other tab, never reloaded, now calls the API with the refreshed token.
  const sent: string[] = [];
  other.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (request.url().includes('/api/') && authorization) sent.push(authorization);
  });
  await other
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Case Studies' })
    .click();
  await adminReady(other, 'Case Studies');
  await other.getByRole('table', { name: 'Case Studies' }).getByRole('row').nth(1).waitFor();
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent)).toEqual(new Set([`Bearer ${refreshed.accessToken}`]));

  await page.getByRole('button', { name: 'Logout' }).click();
  await other.waitForURL(url('/admin/login'));
  await adminReady(other, 'Log in');
  await expectNoSeriousA11yViolations(other);
});

it('clears the whole session on logout, after which /admin asks to sign in again', async () => {
  await signIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(url('/admin/login'));
  await adminReady(page, 'Log in');
  expect(await storedSession(page)).toEqual({
    accessToken: null,
    refreshToken: null,
    isAuthenticated: null,
    currentUser: null,
  });
  await page.goto(url('/admin'));
  await page.waitForURL(url('/admin/login'));
  await adminReady(page, 'Log in');
});

it('works on a phone: the menu holds the sections and Logout', async () => {
  await page.context().close();
  page = await freshPage({ width: 390, height: 844 });
  await signIn(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectNoSeriousA11yViolations(page);
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await menu.getByRole('link', { name: 'Case Studies' }).click();
  await adminReady(page, 'Case Studies');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#admin-mobile-menu').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(url('/admin/login'));
  expect((await storedSession(page)).accessToken).toBeNull();
});

it('lets a signed-in staff member read the public home page whole, down to its footer, at 390 px and in Kiswahili', async () => {
  await signIn(page);
  await page.setViewportSize(PHONE);
  for (const path of ['/', '/sw/']) {
    await page.goto(url(path));
    await publicSiteReady(page).waitFor();
    await page.waitForLoadState('networkidle');
    // The sections below the first screen and the footer stay (React once dropped their HTML for staff).
    await page.keyboard.press('End');
    await page.getByRole('contentinfo').getByRole('textbox').waitFor({ timeout: 10_000 });
    expect(await page.locator('main a[href*="/insights/"]').count()).toBeGreaterThan(0);
  }
});
