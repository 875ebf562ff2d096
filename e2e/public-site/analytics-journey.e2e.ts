import type { BrowserContextOptions, Page } from 'playwright-core';
import type { TrafficReport } from '@mwangaza/shared/schemas';
import { adminReady, api, apiAdminToken, signIn, unique } from '../admin-console/admin';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import { DESKTOP, PHONE, env, publicSiteReady, setUpBrowser } from './visitor';

// Four visits, a sign-in and the console on 2 busy cores.
jest.setTimeout(300_000);

const { visitorPage, browser } = setUpBrowser();
const url = (path: string) => `${env.shellUrl}${path}`;
// Headless Chromium says "HeadlessChrome", which the API rightly takes for a robot: visitors say what Chrome says.
const CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const CRAWLER =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

type Steps = Record<string, number>;

/** The funnel row of a source and campaign in today's Traffic report, as step → count. */
async function funnel(token: string, source: string, campaign: string): Promise<Steps> {
  const { report } = await api<{ report: TrafficReport }>('/analytics/traffic?days=7', { token });
  const row = report.funnel.find(
    (candidate) => candidate.source === source && candidate.campaign === campaign,
  );
  return Object.fromEntries((row?.steps ?? []).map(({ step, count }) => [step, count]));
}

/** Polls the API until `check` holds (roll-ups run every second in the test stack). */
async function eventually(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const { report } = await api<{ report: TrafficReport }>('/analytics/traffic?days=7', {
        token: await apiAdminToken(),
      });
      throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(report.funnel)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The requests the page's beacon sent to POST /api/events (sendBeacon's bodies are not readable here). */
function beaconRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/events')) requests.push(request.url());
  });
  return requests;
}

/**
 * A visitor from a LinkedIn campaign: lands on the home page, reads a case study, completes Build My Stack and
 * sends an enquiry, moving between pages inside the app.
 */
async function journey(page: Page, landing: string, company: string): Promise<void> {
  await page.goto(url(landing));
  await publicSiteReady(page).waitFor();
  const nav = page.getByRole('navigation', { name: /main/i }).first();
  await nav.getByRole('link', { name: 'Case Studies' }).click();
  await page.getByRole('heading', { level: 1, name: /measurable results/ }).waitFor();
  await page.getByRole('link', { name: 'Invoice Capture Automation for a Logistics Company' }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Invoice Capture Automation for a Logistics Company' })
    .waitFor();
  await nav.getByRole('link', { name: 'Services' }).click();
  const tool = page.locator('#build-my-stack');
  await tool.getByRole('button', { name: 'Predictive analytics' }).click();
  await tool.getByRole('button', { name: 'Get My Recommendations' }).click();
  await tool.getByRole('link', { name: 'Schedule a Consultation' }).click();
  await page.getByRole('heading', { level: 1, name: 'Book a free discovery call' }).waitFor();
  await nav.getByRole('link', { name: 'Contact' }).click();
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send us a message' }) });
  await form.getByLabel(/Full name/).fill(`Njeri ${company}`);
  await form.getByLabel(/Email address/).fill(`njeri.${unique()}@example.com`);
  await form.getByLabel(/Company/).fill(company);
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByLabel(/Tell us about your project/).fill('Dashboards for our cooperative’s milk routes.');
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('button', { name: 'Send Another Message' }).waitFor();
}

/** No cookie and no localStorage entry, for any origin, in the visitor's browser. */
async function expectNothingStored(page: Page): Promise<void> {
  const state = await page.context().storageState();
  expect(state.cookies).toEqual([]);
  expect(state.origins.flatMap((origin) => origin.localStorage)).toEqual([]);
}

async function visitor(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await visitorPage(DESKTOP, { userAgent: CHROME, ...options });
  page.setDefaultTimeout(20_000);
  return page;
}

const cell = async (page: Page, row: RegExp, column: number) =>
  (await page
    .getByRole('table', { name: 'Funnel by source and campaign' })
    .getByRole('row', { name: row })
    .getByRole('cell')
    .nth(column)
    .textContent())!.trim();

describe('a campaign visit, from landing page to a won client', () => {
  it('is counted at every step, its enquiry carries its source, and refusing visitors and crawlers count nowhere', async () => {
    const token = await apiAdminToken();
    const id = unique();
    const company = `Maziwa Co-op ${id}`;

    const page = await visitor();
    const sent = beaconRequests(page);
    await journey(page, '/?utm_source=linkedin&utm_campaign=launch', company);
    await expectNothingStored(page);
    // "Enquiry sent" is the enquiry itself, counted at once; the beacon's last hits go when the page is left.
    await page.close({ runBeforeUnload: true });
    await eventually('the campaign visit counted through "contact started" and "enquiry sent"', async () => {
      const steps = await funnel(token, 'linkedin', 'launch');
      return steps.contact_started === 1 && steps.enquiry_sent === 1;
    });
    expect(await funnel(token, 'linkedin', 'launch')).toEqual({
      visit: 1,
      stack_completed: 1,
      subscribed: 0,
      contact_started: 1,
      enquiry_sent: 1,
      meeting_booked: 0,
      qualified: 0,
      won: 0,
    });
    // Every page, the client-side navigations included, without the query string.
    expect(sent.length).toBeGreaterThan(0);
    const { report } = await api<{ report: TrafficReport }>('/analytics/traffic?days=7', { token });
    expect(report.pages.map((row) => row.path).sort()).toEqual([
      '/',
      '/book',
      '/case-studies',
      '/case-studies/logistics-invoice-automation',
      '/contact',
      '/services',
    ]);

    // The console: the enquiry shows where its sender came from.
    const admin = await (await browser().newContext({ viewport: DESKTOP })).newPage();
    admin.setDefaultTimeout(20_000);
    await signIn(admin);
    await admin.goto(url('/admin/enquiries?source=linkedin&campaign=launch'));
    await adminReady(admin, 'Enquiries');
    await admin.getByRole('link', { name: `Njeri ${company}` }).click();
    await adminReady(admin, `Enquiry from Njeri ${company}`);
    const source = admin.getByRole('region', { name: 'Lead source' });
    await source.getByText('Landing page').waitFor();
    expect(await source.textContent()).toMatch(/Landing page\/.*Campaign sourcelinkedin.*Campaignlaunch/);
    await expectNoSeriousA11yViolations(admin);

    // Won: the funnel counts it as qualified and won.
    await admin
      .getByRole('region', { name: 'Pipeline' })
      .getByRole('combobox', { name: 'Stage' })
      .selectOption({ label: 'Won' });
    await admin.getByText('Moved to Won').waitFor();
    await admin.goto(url('/admin/traffic?days=7'));
    await adminReady(admin, 'Traffic');
    const row = /^linkedin launch/;
    await admin
      .getByRole('table', { name: 'Funnel by source and campaign' })
      .getByRole('row', { name: row })
      .waitFor();
    expect(await cell(admin, row, 2)).toBe('1');
    expect(await cell(admin, row, 5)).toBe('1 (100%)');
    expect(await cell(admin, row, 7)).toBe('1 (100%)');
    await expectNoSeriousA11yViolations(admin);
    await shoot(admin, 'traffic-1366');
    await admin.setViewportSize(PHONE);
    await shoot(admin, 'traffic-390');
    await admin.setViewportSize(DESKTOP);

    // Global Privacy Control: the beacon sends nothing, the enquiry carries no source.
    const before = await funnel(token, 'all', '');
    const gpc = await visitor({ extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await gpc.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const gpcSent = beaconRequests(gpc);
    await journey(gpc, '/?utm_source=linkedin&utm_campaign=launch', `${company} GPC`);
    await expectNothingStored(gpc);
    await gpc.close({ runBeforeUnload: true });
    expect(gpcSent).toEqual([]);
    const list = await api<{ enquiries: { company: string; source: unknown }[] }>(
      `/contact/enquiries?q=${encodeURIComponent(`${company} GPC`)}`,
      { token },
    );
    expect(list.enquiries.map((enquiry) => enquiry.source ?? null)).toEqual([null]);

    // A crawler: its beacon sends, the API counts nothing of it.
    const crawler = await visitor({ userAgent: CRAWLER });
    const crawlerSent = beaconRequests(crawler);
    await journey(crawler, '/?utm_source=linkedin&utm_campaign=launch', `${company} bot`);
    await expectNothingStored(crawler);
    const crawlerDone = crawler.waitForResponse((response) => response.url().endsWith('/api/events'));
    await crawler.close({ runBeforeUnload: true });
    await crawlerDone.catch(() => undefined);
    expect(crawlerSent.length).toBeGreaterThan(0);

    // A visit after them: once it is counted, everything sent before it has been rolled up too.
    // Another browser: from the same address with the same user agent it would be the same visitor today.
    const marker = await visitor({ userAgent: CHROME.replace('Android 10; K', 'Android 14; Pixel 8') });
    await marker.goto(url('/?utm_source=marker&utm_campaign=check'));
    await publicSiteReady(marker).waitFor();
    await marker.close({ runBeforeUnload: true });
    await eventually(
      'the marker visit counted',
      async () => (await funnel(token, 'marker', 'check')).visit === 1,
    );
    const after = await funnel(token, 'all', '');
    expect(after).toEqual({ ...before, visit: before.visit! + 1 });
    expect(await funnel(token, 'linkedin', 'launch')).toMatchObject({ visit: 1, enquiry_sent: 1, won: 1 });
  });
});
