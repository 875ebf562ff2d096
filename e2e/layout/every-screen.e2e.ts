import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { launchBrowser } from '@mwangaza/browser-testing/browser';
import { layoutProblems } from '@mwangaza/browser-testing/layout';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import { COLLECTIONS } from '@mwangaza/shared/collections';
import { site } from '@mwangaza/shared/site';
import { DEMO_ADMIN, signIn, url } from '../admin-console/admin';
import { READER_ZONE, makeFixtures, type Fixtures } from './screen-fixtures';

/**
 * Every public page and every console screen, at a phone's width and a laptop's: the tab's title names the
 * screen, nothing scrolls sideways, no label overlaps another label or a control, every time shown to staff
 * is in the business's time zone and says so, and axe finds nothing serious. Each page is opened once, at
 * 1366 px, then narrowed to 390 px; a test lists every problem of its page. One browser, a visitor's page
 * and a signed-in one, which moves between the console's screens as its links would (no page load each).
 */

// Two checks (axe included) per page on 2 busy cores.
jest.setTimeout(60_000);

const WIDTHS = [1366, 390] as const;
const CONSOLE_TITLE = / \| Mwangaza Admin$/;
const SITE_TITLE = ` | ${site.name}`;
type Remote = 'publicSite' | 'adminConsole';

let fixtures: Fixtures;
let browserClose: (() => Promise<void>) | undefined;
/** A visitor's page (no session), and a signed-in administrator's. */
let visitor: Page;
let staff: Page;
const titles = new Map<string, string>();

beforeAll(async () => {
  fixtures = await makeFixtures();
  const browser = await launchBrowser();
  browserClose = () => browser.close();
  const options = {
    viewport: { width: WIDTHS[0], height: 900 },
    timezoneId: READER_ZONE,
    reducedMotion: 'reduce',
  } as const;
  visitor = await (await browser.newContext(options)).newPage();
  staff = await (await browser.newContext(options)).newPage();
  for (const page of [visitor, staff]) page.setDefaultTimeout(20_000);
  await signIn(staff, DEMO_ADMIN);
}, 120_000);

afterAll(async () => {
  await browserClose?.();
});

/** Waits until the remote has drawn the screen headed other than `previous`, and nothing is loading any more. */
async function settle(page: Page, remote: Remote, previous = ''): Promise<void> {
  await page.locator(`[data-remote="${remote}"][data-remote-state="ready"]`).waitFor();
  await page.waitForFunction((before) => {
    const heading = document.querySelector('h1')?.textContent ?? '';
    const loading = [...document.querySelectorAll('[role="status"]')].some((status) =>
      /\.\.\.$/.test(status.textContent ?? ''),
    );
    return heading !== '' && heading !== before && !loading;
  }, previous);
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Waits for the layout to settle after a resize: the page's size and its number of elements the same for
 * three frames in a row (at most a second and a half), so a list still being drawn is not measured half-way.
 */
const stableLayout = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const deadline = performance.now() + 1500;
        let last = '';
        let same = 0;
        const frame = () => {
          const { scrollWidth, scrollHeight } = document.documentElement;
          const now = `${scrollWidth}x${scrollHeight}:${document.body.getElementsByTagName('*').length}`;
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 3 || performance.now() > deadline) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

/**
 * Opens `path` (a page load, or with `inApp` a navigation inside the page's app, as a person following
 * links does: quicker, the app being loaded already), checks it at each width, and fails listing every
 * problem found.
 */
async function checkScreen(
  page: Page,
  path: string,
  expectTitle: (title: string, heading: string) => string | null,
  remote: Remote,
  { inApp = false } = {},
): Promise<void> {
  const problems: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: 900 });
  if (inApp) {
    // Where the page already is, there is nothing to wait for but the screen itself.
    const previous = await page.evaluate((to) => {
      if (location.pathname + location.search === to) return '';
      const heading = document.querySelector('h1')?.textContent ?? '';
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
      return heading;
    }, path);
    await settle(page, remote, previous);
  } else {
    await page.goto(url(path));
    await settle(page, remote);
  }
  const heading = (await page.locator('h1').first().innerText()).trim();
  const title = await page.title();
  const titleProblem = expectTitle(title, heading);
  if (titleProblem) problems.push(titleProblem);
  titles.set(path, title);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await stableLayout(page);
    const staffTimes = remote === 'adminConsole' ? site.timeZone : undefined;
    for (const problem of await layoutProblems(page, { staffTimes }))
      problems.push(`${width} px: ${problem}`);
    await expectNoSeriousA11yViolations(page, `${path} at ${width} px`).catch((error: Error) =>
      problems.push(`${width} px: ${error.message}`),
    );
    await shoot(page, `screen${path.replace(/[/?=&]+/g, '-')}-${width}`);
  }
  expect(problems).toEqual([]);
}

const consoleTitle = (title: string, heading: string) =>
  title === `${heading} | Mwangaza Admin` && CONSOLE_TITLE.test(title)
    ? null
    : `the tab says "${title}" on the screen headed "${heading}"`;

/** A public page: its label, and where it is with the title its tab must start with (an item's own). */
type Where = (f: Fixtures) => { path: string; itemTitle?: string };
const STATIC_PAGES = ['/', '/about', '/contact', '/book', '/privacy'];
const PUBLIC_PAGES: [string, Where][] = [
  ...STATIC_PAGES.map((path): [string, Where] => [path, () => ({ path })]),
  ...[...new Set(COLLECTIONS.map((collection) => collection.listing.path))]
    .filter((path) => !STATIC_PAGES.includes(path))
    .map((path): [string, Where] => [path, () => ({ path })]),
  ...COLLECTIONS.map((collection): [string, Where] => [
    `${collection.publicPath}/<first item>`,
    (f) => ({ path: f.items[collection.name]!.path, itemTitle: f.items[collection.name]!.title }),
  ]),
];

describe('public pages', () => {
  it.each(PUBLIC_PAGES)('%s', async (_label, where) => {
    const { path, itemTitle } = where(fixtures);
    await checkScreen(
      visitor,
      path,
      (title) =>
        !title.endsWith(SITE_TITLE) || title.startsWith('Page not found')
          ? `the tab says "${title}"`
          : itemTitle && !title.startsWith(itemTitle)
            ? `the tab says "${title}", not the item's title "${itemTitle}"`
            : null,
      'publicSite',
    );
  });

  it('a missing page says so in its tab', async () => {
    await checkScreen(
      visitor,
      '/no-such-page',
      (title) => (title.startsWith('Page not found') ? null : `the tab says "${title}"`),
      'publicSite',
    );
  });
});

describe('console screens before signing in', () => {
  it.each([
    '/admin/login',
    '/admin/register',
    '/admin/forgot-password',
    '/admin/reset-password',
    '/admin/accept-invitation',
  ])('%s', async (path) => {
    await checkScreen(visitor, path, consoleTitle, 'adminConsole');
  });
});

/** A signed-in screen: its label, its address, and whether it is opened by a page load (a form: see below). */
type SignedInScreen = [string, (f: Fixtures) => string, boolean];
const screen = (path: string): SignedInScreen => [path, () => path, false];
const SIGNED_IN_SCREENS: SignedInScreen[] = [
  screen('/admin'),
  ...COLLECTIONS.flatMap((collection): SignedInScreen[] => [
    screen(`/admin/${collection.name}`),
    // A form moves focus to its heading as it opens: opened by a page load, as a shared link would, where a
    // browser shows the focus ring of a heading that draws one.
    [`/admin/${collection.name}?new=true`, () => `/admin/${collection.name}?new=true`, true],
    [
      `/admin/${collection.name}?edit=<first item>`,
      (f) => `/admin/${collection.name}?edit=${f.ids[collection.name]}`,
      true,
    ],
  ]),
  // The other sections, in the menu's order.
  ...'media enquiries bookings traffic subscribers users activity privacy settings'
    .split(' ')
    .map((name) => screen(`/admin/${name}`)),
  screen('/admin/bookings/availability'),
  ['/admin/enquiries/<an enquiry>', (f) => `/admin/enquiries/${f.enquiryId}`, false],
  ...['two-factor', 'devices', 'weekly-report'].map((name) => screen(`/admin/account/${name}`)),
];

describe('console screens', () => {
  it.each(SIGNED_IN_SCREENS)('%s', async (_label, path, load) => {
    await checkScreen(staff, path(fixtures), consoleTitle, 'adminConsole', { inApp: !load });
  });

  it('a missing console screen says so in its tab', async () => {
    await checkScreen(
      staff,
      '/admin/no-such-screen',
      (title) => (title.startsWith('Page not found') ? null : `the tab says "${title}"`),
      'adminConsole',
      { inApp: true },
    );
  });
});

it('no two screens share a tab title', () => {
  const byTitle = new Map<string, string[]>();
  for (const [path, title] of titles) byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
  const shared = [...byTitle].filter(
    ([title, paths]) => paths.length > 1 && !title.startsWith('Page not found'),
  );
  expect(shared).toEqual([]);
});
