import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { site } from '@mwangaza/shared/site';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import { jsonLdOf } from '@mwangaza/static-server/testing';
import {
  adminReady,
  api,
  apiAdminToken,
  expectListedAndOnHome,
  openAdmin,
  realApiClockAfterEach,
  savedItemTitled,
  setApiClock,
  setUpBrowser,
  signIn,
  unique,
  url,
} from './admin';

// Two uploads (AVIF variants on 2 busy cores), a browser, a sign-in and several public pages.
jest.setTimeout(180_000);

const { browser, freshPage } = setUpBrowser();
let token: string;
const cleanUp: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  token = await apiAdminToken();
});

afterAll(async () => {
  // The insight first: the library refuses to delete images a page still shows.
  for (const step of cleanUp.reverse()) await step().catch(() => undefined);
});

realApiClockAfterEach();

/** A plain 1200 × 750 JPEG in one colour with a disc: small to encode, easy to tell apart. */
function picture(background: string): Promise<Buffer> {
  const disc = '<svg width="600" height="375"><circle cx="300" cy="188" r="150" fill="#e0b040"/></svg>';
  return sharp({ create: { width: 1200, height: 750, channels: 3, background } })
    .composite([{ input: Buffer.from(disc), top: 188, left: 300 }])
    .jpeg()
    .toBuffer();
}

/** "2026-11-24T13:46" in Nairobi time (UTC+3 all year), as the form's datetime-local field takes it. */
function nairobiLocal(date: Date): string {
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
}

/** A public page through the shell, fresh (the store and the HTTP cache are per page load). */
async function openPublic(p: Page, path: string) {
  await p.goto(url(path));
  await p.locator('[data-remote="publicSite"][data-remote-state="ready"]').waitFor();
}

/** Uploads a file inside the open media picker, gives it alt text and uses it. */
async function uploadInPicker(picker: Locator, filename: string, buffer: Buffer, alt: string) {
  await picker
    .getByLabel('Choose images to upload')
    .setInputFiles({ name: filename, mimeType: 'image/jpeg', buffer });
  const selected = picker.getByRole('region', { name: `Selected: ${filename}` });
  await selected.waitFor({ timeout: 60_000 });
  await selected.getByLabel(/Alt text/).fill(alt);
  await selected.getByRole('button', { name: 'Use this image' }).click();
  await picker.waitFor({ state: 'detached' });
}

it('an editor schedules an insight with an uploaded cover and an inline image; when due it is everywhere', async () => {
  const id = unique();
  const title = `E2E Queue Insight ${id}`;
  const inlineAlt = `Bar chart of clinic waiting times by hour ${id}`;

  // An editor (not an administrator) writes it.
  const editor = { email: `e2e-insight-editor-${id}@example.com`, password: 'Editor-pass-2024' };
  const fullName = `Insight Editor ${id}`;
  const author = 'Chinedu Okafor';
  const { user } = await api<{ user: { id: string } }>('/auth/register', {
    method: 'POST',
    body: { fullName, ...editor },
  });
  await api(`/auth/users/${user.id}/role`, { method: 'PATCH', token, body: { role: 'editor' } });
  const page = await freshPage({ width: 1366, height: 900 });
  await signIn(page, editor);

  await openAdmin(page, '/admin/insights', 'Insights');
  await page.getByRole('button', { name: 'Add Insight' }).click();
  await adminReady(page, 'Add Insight');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Summary/).fill('Where the queues were, hour by hour, and what moved them.');
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const coverPicker = page.getByRole('dialog', { name: 'Choose an image' });
  await uploadInPicker(
    coverPicker,
    `e2e-cover-${id}.jpg`,
    await picture('#1f6f5c'),
    `A clinic waiting room ${id}`,
  );
  const coverUrl = await page.getByLabel(/^Cover image/).inputValue();
  expect(coverUrl).toMatch(/^\/api\/media\/[a-z0-9]{7}\/1200w-[0-9a-f]{16}\.jpg$/);
  // The author is a person of the team (the People collection), not the editor's staff account.
  await page.getByLabel(/^Author/).selectOption({ label: author });

  // The body: text, then an image from the library (uploaded in the picker), after it.
  const body = page.getByLabel(/^Body/);
  await body.fill('## Mornings are the peak\n\nMost patients arrive before nine.');
  await page
    .getByRole('toolbar', { name: 'Formatting: Body' })
    .getByRole('button', { name: 'Image' })
    .click();
  const inlinePicker = page.getByRole('dialog', { name: 'Choose an image' });
  await inlinePicker.waitFor();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'insight-editor-picker-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'insight-editor-picker-390');
  await page.setViewportSize({ width: 1366, height: 900 });
  await uploadInPicker(inlinePicker, `e2e-inline-${id}.jpg`, await picture('#223a5e'), inlineAlt);
  const markdown = await body.inputValue();
  const inline = /!\[([^\]]*)\]\((\/api\/media\/[a-z0-9]{7}\/1200w-[0-9a-f]{16}\.jpg)\)$/.exec(markdown);
  expect(inline?.[1]).toBe(inlineAlt);
  const inlineUrl = inline![2]!;
  await page.getByRole('region', { name: 'Preview: Body' }).getByRole('img', { name: inlineAlt }).waitFor();
  await shoot(page, 'insight-editor-1366');

  // Scheduled ten minutes ahead on the API's clock (Nairobi time in the form), down to the whole minute the
  // field takes. Not less: the clock runs on, and "a minute ahead" rounded down could be only seconds ahead
  // and already past when the visitor's page below is drawn.
  const now = await setApiClock(new Date());
  const due = new Date(Math.floor((now.getTime() + 10 * 60_000) / 60_000) * 60_000);
  await page.getByRole('radio', { name: 'Scheduled' }).check();
  await page.getByLabel(/^Publish at/).fill(nairobiLocal(due));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.locator('[aria-live="polite"]').getByText('Insight created', { exact: true }).waitFor();
  await adminReady(page, 'Insights');
  const insight = await savedItemTitled('/insights', 'insights', title, token);
  cleanUp.push(
    () => api(`/media/${coverUrl.split('/')[3]}`, { method: 'DELETE', token }),
    () => api(`/media/${inlineUrl.split('/')[3]}`, { method: 'DELETE', token }),
    () => api(`/insights/${insight.id}`, { method: 'DELETE', token }),
  );

  const visitor = await browser().newContext({ viewport: { width: 390, height: 844 } });
  const phone = await visitor.newPage();
  await openPublic(phone, '/insights');
  await phone.getByRole('heading', { level: 1, name: /What we are learning/ }).waitFor();
  // The published insights are listed; this one is not among them yet.
  await phone.getByText('Loading insights...').waitFor({ state: 'hidden' });
  expect(await phone.getByRole('link', { name: title }).count()).toBe(0);

  // A minute after it (no waiting): the list, the home page's latest three, the feed and the sitemap.
  await setApiClock(new Date(due.getTime() + 60_000));
  await expectListedAndOnHome(phone, '/insights', 'Latest from our team', title);
  const page1 = `/insights/${insight.slug}`;
  const feed = await (await fetch(url('/insights/feed.xml'))).text();
  expect(feed).toContain(`<link>${site.url}${page1}</link>`);
  // The inline image with an absolute URL (the feed's HTML is escaped or in CDATA).
  expect(feed).toMatch(new RegExp(`src=(&quot;|")${site.url}${inlineUrl}`));
  const sitemap = await (await fetch(url('/sitemap.xml'))).text();
  expect(sitemap).toContain(`${page1}</loc>`);

  // Its page: the Article JSON-LD in the served HTML, and the inline image with its alt text.
  const html = await (await fetch(url(page1))).text();
  const article = jsonLdOf(html).find((block) => block['@type'] === 'Article');
  expect(article).toMatchObject({
    headline: title,
    author: { '@type': 'Person', name: author },
    image: [`${site.url}${coverUrl}`],
    datePublished: due.toISOString(),
  });
  expect(html).toContain(`alt="${inlineAlt}"`);
  await openPublic(phone, page1);
  await phone.getByRole('heading', { level: 1, name: title }).waitFor();
  const image = phone.getByRole('article').getByRole('img', { name: inlineAlt });
  await image.scrollIntoViewIfNeeded();
  await image.waitFor();
  expect(await image.getAttribute('loading')).toBe('lazy');
  expect(await image.getAttribute('width')).toBe('1200');
  expect(
    await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
  ).toBe(true);
  await expectNoSeriousA11yViolations(phone);
  await shoot(phone, 'insight-inline-image-390');
  const laptop = await (await browser().newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await openPublic(laptop, page1);
  await laptop.getByRole('article').getByRole('img', { name: inlineAlt }).scrollIntoViewIfNeeded();
  await shoot(laptop, 'insight-inline-image-1366');
});
