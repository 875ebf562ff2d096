import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { launchBrowser } from '@mwangaza/browser-testing/browser';
import { getE2eEnv } from '@mwangaza/browser-testing/env';
import { linkFromMail, readMails } from '@mwangaza/browser-testing/mailbox';
import { shoot } from '@mwangaza/browser-testing/screenshots';

/** Helpers shared by the admin console's browser tests: the stack's URLs, signing in, the API. */

export const env = getE2eEnv();
export const DEMO_ADMIN = { email: 'admin@mwangaza-analytics.co.ke', password: 'Demo@2024!' };
export const READ_ONLY_MESSAGE =
  'Your account can view the console but not make changes. An administrator must grant you editing rights.';
export const SESSION_KEYS = ['accessToken', 'refreshToken', 'isAuthenticated', 'currentUser'] as const;

export const url = (path: string) => `${env.shellUrl}${path}`;

/**
 * The file's browser: launched before its tests, closed after them. Every context a test opens (through
 * `freshPage`, in the test or its beforeEach, or through `browser().newContext`) is closed after that test,
 * so no test sees another's session; a page `freshPage` opens in a beforeAll is the file's, kept until the
 * end, for files whose tests carry on in one signed-in page.
 */
export function setUpBrowser(): {
  browser(): Browser;
  freshPage(viewport?: { width: number; height: number }): Promise<Page>;
} {
  let launched: Browser | undefined;
  const fileContexts = new Set<BrowserContext>();
  let inTest = false;
  const browser = () => {
    if (!launched) throw new Error('setUpBrowser: the browser is not running yet');
    return launched;
  };
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    const opened = (launched?.contexts() ?? []).filter((context) => !fileContexts.has(context));
    await Promise.all(opened.map((context) => context.close()));
  });
  afterAll(async () => {
    await Promise.all([...fileContexts].map((context) => context.close()));
    await launched?.close();
  });
  return {
    browser,
    /** A page in a fresh context (own storage and cache). */
    async freshPage(viewport = { width: 1280, height: 800 }) {
      const context = await browser().newContext({ viewport });
      const page = await context.newPage();
      if (!inTest) fileContexts.add(context);
      if (process.env.DEBUG_CONSOLE) page.on('console', (m) => console.log('[page]', m.type(), m.text()));
      return page;
    },
  };
}

/** For a file whose every test starts signed in as the demo admin, in a page from `freshPage`: the running test's page. */
export function signedInPagePerTest(freshPage: () => Promise<Page>): () => Page {
  let current: Page | undefined;
  beforeEach(async () => {
    current = await freshPage();
    await signIn(current);
  });
  return () => {
    if (!current) throw new Error('signedInPagePerTest: no test is running');
    return current;
  };
}

/**
 * For a file whose tests create items of a collection (`/insights`, ...): the admin's API token, and `created`,
 * the ids the tests add to it, deleted through the API after the file.
 */
export function deleteCreatedAfterFile(collectionPath: string): { token(): string; created: string[] } {
  let token: string | undefined;
  const created: string[] = [];
  beforeAll(async () => {
    token = await apiAdminToken();
  });
  afterAll(async () => {
    for (const id of created) await api(`${collectionPath}/${id}`, { method: 'DELETE', token });
  });
  return {
    token() {
      if (!token) throw new Error('deleteCreatedAfterFile: no token before the file starts');
      return token;
    },
    created,
  };
}

/**
 * For a file that edits a collection in the console: the browser, the running test's signed-in page, and the
 * admin's token with the `created` ids that are deleted after the file (see the two helpers above).
 */
export function setUpEditingFile(collectionPath: string) {
  const { browser, freshPage } = setUpBrowser();
  return { browser, page: signedInPagePerTest(freshPage), ...deleteCreatedAfterFile(collectionPath) };
}

/**
 * Stops the API's clock (on only in tests) at `at`, or sets it back to real time with null; resolves to the
 * API's time after the change.
 */
export async function setApiClock(at: Date | null): Promise<Date> {
  const { now } = await api<{ now: string }>('/test/clock', {
    method: 'POST',
    body: { now: at?.toISOString() ?? null },
  });
  return new Date(now);
}

/** For a file whose tests move the API's clock: it goes back to real time after each test. */
export function realApiClockAfterEach(): void {
  afterEach(() => setApiClock(null));
}

/** The link to `path` in the mail to `to` since `since` (see mailCount), checked to be this stack's, with a token. */
export async function mailedTokenLink(to: string, since: number, path: string): Promise<string> {
  const link = linkFromMail(await waitForMail(to, since), path);
  expect(link?.startsWith(url(`${path}?token=`))).toBe(true);
  return link!;
}

/** An item as the admin list of its collection gives it. */
export interface SavedItem {
  id: string;
  slug: string;
  title: string;
}

/**
 * The item titled `title` that the console just saved, read through the admin list of `collectionPath`
 * (`/insights`, ...) whose answer holds the items under `listKey` (`insights`, ...).
 */
export async function savedItemTitled(
  collectionPath: string,
  listKey: string,
  title: string,
  token: string,
): Promise<SavedItem> {
  const data = await api<Record<string, SavedItem[]>>(
    `${collectionPath}/admin/all?search=${encodeURIComponent(title)}`,
    { token },
  );
  const item = data[listKey]!.find((saved) => saved.title === title);
  if (!item) throw new Error(`${collectionPath}: nothing titled "${title}" in the admin list`);
  return item;
}

/** The public list at `listPath` and the home page's section `homeRegion` both link to `title`. */
export async function expectListedAndOnHome(
  page: Page,
  listPath: string,
  homeRegion: string,
  title: string,
): Promise<void> {
  await openPublic(page, listPath);
  await page.getByRole('link', { name: title }).first().waitFor();
  await openPublic(page, '/');
  await page.getByRole('region', { name: homeRegion }).getByRole('link', { name: title }).waitFor();
}

/** The toast region's message (toasts go after about 4 seconds). */
export const toast = (page: Page, text: string) =>
  page.locator('[aria-live="polite"]').getByText(text, { exact: true });

/** Opens a section from the console's menu and waits for its heading. */
export async function openSection(page: Page, name: string, heading = name): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
  await adminReady(page, heading);
}

/** A public page through the shell, fresh (the store and the HTTP cache are per page load). */
export async function openPublic(page: Page, path: string): Promise<void> {
  await page.goto(url(path));
  await page.locator('[data-remote="publicSite"][data-remote-state="ready"]').waitFor();
}

export interface CaseStudyFields {
  title: string;
  client: string;
  category: string;
  brief: string;
  imageUrl: string;
  result: string;
}

/** Fills the required fields of the case-study form on screen. */
export async function fillCaseStudy(page: Page, fields: CaseStudyFields): Promise<void> {
  await page.getByLabel(/^Title/).fill(fields.title);
  await page.getByLabel(/^Client/).fill(fields.client);
  await page.getByLabel(/^Category/).selectOption(fields.category);
  await page.getByLabel(/^Brief/).fill(fields.brief);
  await page.getByLabel(/^Image URL/).fill(fields.imageUrl);
  await page.getByRole('textbox', { name: 'Result 1' }).fill(fields.result);
}

/**
 * Opens each signed-out screen (path, heading, screenshot name) on a phone and on a desktop, one fresh page per
 * width, takes a screenshot of each and expects the last one not to scroll sideways.
 */
export async function shootOnPhoneAndDesktop(
  freshPage: (viewport: { width: number; height: number }) => Promise<Page>,
  screens: readonly (readonly [path: string, heading: string, name: string])[],
): Promise<void> {
  for (const width of [390, 1366]) {
    const page = await freshPage({ width, height: 844 });
    for (const [path, heading, name] of screens) {
      await page.goto(url(path));
      await adminReady(page, heading);
      await shoot(page, `${name}-${width}`);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  }
}

/** How many messages the stack's SMTP server has received so far (pass it to `waitForMail`). */
export const mailCount = () => readMails(env.mailDir!).length;

/** The first message to `to` received after the first `since` ones, waiting up to 30 s for it. */
export async function waitForMail(to: string, since: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  // Its own To header, not a Reply-To naming the address (the team's notification of an enquiry).
  const header = new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm');
  for (;;) {
    const mail = readMails(env.mailDir!)
      .slice(since)
      .find((m) => header.test(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the shell has mounted the admin console and the screen's main heading is shown. */
export async function adminReady(page: Page, heading: string | RegExp): Promise<void> {
  await page.locator('[data-remote="adminConsole"][data-remote-state="ready"]').waitFor();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Opens an admin path through the shell, waits for its heading and runs the axe check on it. */
export async function openAdmin(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(url(path));
  await adminReady(page, heading);
  await expectNoSeriousA11yViolations(page);
}

/** Fills and submits the login form already on screen (an axe check of it first). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await adminReady(page, 'Log in');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signs in through /admin/login and waits for the dashboard. */
export async function signIn(page: Page, account = DEMO_ADMIN): Promise<void> {
  await page.goto(url('/admin/login'));
  await submitLogin(page, account.email, account.password);
  await adminReady(page, 'Dashboard');
  await page.waitForURL(url('/admin'));
}

export async function storedSession(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, window.localStorage.getItem(key)])),
    [...SESSION_KEYS],
  );
}

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

/** Calls the API directly (not through a browser), for set-up the test is not about. */
export async function api<T>(
  path: string,
  options: { method?: string; body?: unknown; token?: string } = {},
): Promise<T> {
  if (!env.apiUrl) throw new Error('The admin console tests need the API (run without E2E_NO_API)');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(`${env.apiUrl}/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (!response.ok || !envelope.success) {
    throw new Error(`${options.method ?? 'GET'} ${path}: ${response.status} ${envelope.message}`);
  }
  return envelope.data;
}

export async function apiAdminToken(): Promise<string> {
  const { accessToken } = await api<{ accessToken: string }>('/auth/login', {
    method: 'POST',
    body: DEMO_ADMIN,
  });
  return accessToken;
}

/** A unique suffix, so reruns against one database and parallel files never collide. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
