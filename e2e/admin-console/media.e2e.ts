import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { NAIROBI_GPS_EXIF } from '@mwangaza/api/testing/images';
import { adminReady, api, apiAdminToken, openSection, setUpBrowser, signIn, unique, url } from './admin';

// Uploads make AVIF variants on 2 busy cores; a browser, a sign-in and several screens.
jest.setTimeout(180_000);

const { browser, freshPage } = setUpBrowser();
// One signed-in page for the whole file: opened in beforeAll, it is kept until the file ends.
let page: Page;

beforeAll(async () => {
  page = await freshPage();
  await signIn(page);
});

/** A 1600 × 1000 JPEG with a camera's GPS position in its EXIF, as a phone would send it. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#1f6f5c' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="500"><circle cx="400" cy="250" r="200" fill="#e0b040"/></svg>',
        ),
        top: 250,
        left: 400,
      },
    ])
    .jpeg()
    .withExif({ IFD3: NAIROBI_GPS_EXIF })
    .toBuffer();
}

const toast = (text: string | RegExp) => page.locator('[aria-live="polite"]').getByText(text);

it('uploads an image, uses it in a case study, and a phone gets the small variant on the public page', async () => {
  const id = unique();
  const filename = `e2e-team-${id}.jpg`;
  const alt = `Analysts reviewing a dashboard ${id}`;
  const title = `E2E Media Case Study ${id}`;

  // The Media screen: upload through the file dialog, with progress, then alt text.
  await openSection(page, 'Media');
  await expectNoSeriousA11yViolations(page);
  await page
    .getByLabel('Choose images to upload')
    .setInputFiles({ name: filename, mimeType: 'image/jpeg', buffer: await photo() });
  await page.getByRole('list', { name: 'Uploads' }).getByLabel(`${filename} upload progress`).waitFor();
  const card = page.getByRole('article', { name: filename });
  await card.waitFor({ timeout: 60_000 });
  await card.getByText(/1600 × 1000/).waitFor();
  await card.getByLabel(/^Alt text/).fill(alt);
  await card.getByRole('button', { name: 'Save alt text' }).click();
  await toast('Alt text saved').waitFor();
  await expectNoSeriousA11yViolations(page);

  // A new case study whose image comes from the picker.
  await openSection(page, 'Case Studies');
  await page.getByRole('button', { name: 'Add Case Study' }).click();
  await page.getByRole('heading', { level: 1, name: 'Add Case Study' }).waitFor();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Client/).fill('Maji Utility');
  await page.getByLabel(/^Category/).selectOption('Other');
  await page.getByLabel(/^Brief/).fill('Water meter analytics for a county utility.');
  await page.getByRole('textbox', { name: 'Result 1' }).fill('Non-revenue water down 12%');
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('searchbox', { name: 'Search the library' }).fill(id);
  await picker.getByRole('button', { name: new RegExp(filename.replace(/\./g, '\\.')) }).click();
  await expectNoSeriousA11yViolations(page);
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await picker.waitFor({ state: 'detached' });
  const imageUrl = await page.getByLabel(/^Image URL/).inputValue();
  expect(imageUrl).toMatch(/^\/api\/media\/[a-z0-9]{7}\/1600w-[0-9a-f]{16}\.jpg$/);
  // New items start as drafts; this one goes public at once so visitors (and the prerenderer) see it.
  await page.getByRole('radio', { name: 'Published' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await toast('Case study created').waitFor();
  await adminReady(page, 'Case Studies');
  const viewHref = await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('link', { name: `View ${title} (opens in a new tab)` })
    .getAttribute('href');

  // The prerendered HTML already carries the <picture> (before any script runs).
  const html = await (await fetch(url(viewHref!))).text();
  expect(html).toContain('<picture');
  expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]*400w-[0-9a-f]{16}\.avif 400w/i);

  // A 390 px phone (1x) downloads the 400 px AVIF, not the 1600 px original.
  const phone = await browser().newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  try {
    const publicPage = await phone.newPage();
    const images: string[] = [];
    publicPage.on('request', (request) => {
      if (request.url().includes('/api/media/')) images.push(new URL(request.url()).pathname);
    });
    await publicPage.goto(url(viewHref!));
    await publicPage.locator('[data-remote="publicSite"][data-remote-state="ready"]').waitFor();
    await publicPage.getByRole('heading', { level: 1, name: title }).waitFor();
    const image = publicPage.locator(`picture img[alt="${alt}"]`);
    await image.waitFor();
    await image.evaluate((img: HTMLImageElement) =>
      img.complete && img.naturalWidth > 0
        ? undefined
        : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
    );
    const chosen = await image.evaluate((img) => ({
      src: (img as HTMLImageElement).currentSrc,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    }));
    expect(chosen.src).toMatch(/\/400w-[0-9a-f]{16}\.avif$/);
    expect(chosen).toMatchObject({ width: '1600', height: '1000' });
    expect(images.some((path) => /1600w/.test(path))).toBe(false);
    await expectNoSeriousA11yViolations(publicPage);
  } finally {
    await phone.close();
  }

  // In use: the library refuses to delete it and says where it is used.
  await openSection(page, 'Media');
  const used = page.getByRole('article', { name: filename });
  await used.getByRole('link', { name: title }).waitFor();
  await used.getByRole('button', { name: `Delete ${filename}` }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await toast(
    `"${filename}" is used by case study “${title}”. Choose another image there before deleting it.`,
  ).waitFor();

  // Clean up through the API: the case study, then the image (now free).
  const token = await apiAdminToken();
  // The View link names the slug; the API deletes by id.
  const { caseStudy } = await api<{ caseStudy: { id: string } }>(
    `/case-studies/${viewHref!.split('/').pop()}`,
  );
  await api(`/case-studies/${caseStudy.id}`, { method: 'DELETE', token });
  await api(`/media/${imageUrl.split('/')[3]}`, { method: 'DELETE', token });
});
