import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, env, publicSiteReady, setUpBrowser } from './visitor';

// Every picture comes in several widths: a phone downloads a file close to the size it shows, once (the page's
// LCP image is preloaded from the head with the very candidates its <picture> chooses from), and a desktop
// gets one at least as wide as it shows.
jest.setTimeout(60_000);

const { visitorPage } = setUpBrowser();

/** Opens `path` in a fresh page; returns it and every image path it requested once its scripts took over. */
async function imagesRequested(path: string, viewport: { width: number; height: number }) {
  const page = await visitorPage(viewport);
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  await page.goto(`${env.shellUrl}${path}`, { waitUntil: 'networkidle' });
  await publicSiteReady(page).waitFor();
  await page.waitForLoadState('networkidle');
  return { page, images };
}

/** The file an image shows, how wide that file is, and how many device pixels wide the image is shown. */
const shown = (page: Page, name: RegExp) =>
  page
    .getByRole('img', { name })
    .first()
    .evaluate((img: HTMLImageElement) => {
      const file = new URL(img.currentSrc).pathname;
      return {
        file,
        // A site file is <name>-<width>w.<ext>, a library variant <width>w-<hash>.<ext>.
        fileWidth: Number(/[-/](\d+)w[-.][^/]*$/.exec(file)?.[1]),
        shownWidth: Math.round(img.getBoundingClientRect().width * window.devicePixelRatio),
      };
    });

describe('responsive images', () => {
  it('give a phone the small slice of the home hero, downloaded once', async () => {
    const { page, images } = await imagesRequested('/', PHONE);
    expect(images.filter((image) => image.startsWith('/images/hero'))).toEqual([
      '/images/hero-portrait-480w.avif',
    ]);
    expect(await shown(page, /dot map of Africa/)).toMatchObject({
      file: '/images/hero-portrait-480w.avif',
    });
  });

  it("give a phone the smallest width of a list page's cards (the media library's), the first one once", async () => {
    const { page, images } = await imagesRequested('/services', PHONE);
    const first = await shown(page, /gold data points/);
    // The seeded services show the site's pictures from the media library: its 400 px AVIF variant.
    expect(first.file).toMatch(/^\/api\/media\/[a-z0-9]{7}\/400w-[0-9a-f]{16}\.avif$/);
    expect(images.filter((image) => image === first.file)).toHaveLength(1);
    expect(images.filter((image) => !/400w[-.][^/]*avif$/.test(image))).toEqual([]);
    expect(first.fileWidth).toBeGreaterThanOrEqual(first.shownWidth);
  });

  it('give a desktop pictures at least as wide as it shows them', async () => {
    const home = await imagesRequested('/', DESKTOP);
    expect(home.images.filter((image) => image.startsWith('/images/hero'))).toEqual([
      '/images/hero-1600w.avif',
    ]);
    const hero = await shown(home.page, /dot map of Africa/);
    expect(hero.fileWidth).toBeGreaterThanOrEqual(hero.shownWidth);

    await home.page.context().close();
    const caseStudy = await imagesRequested('/case-studies/county-hospital-readmissions', DESKTOP);
    const intro = await shown(caseStudy.page, /like a route between wards/);
    expect(intro.file).toMatch(/^\/api\/media\/[a-z0-9]{7}\/800w-[0-9a-f]{16}\.avif$/);
    expect(intro.fileWidth).toBeGreaterThanOrEqual(intro.shownWidth);
  });
});
