import type { Page } from 'playwright-core';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import { DESKTOP, PHONE, env, expectHeading, publicSiteReady, setUpBrowser, visit } from './visitor';

// How the public pages are laid out, measured on their boxes: card grids balance their last row, each case
// study is shown once, summaries end on a whole word, a service's text and picture share the header, a case
// study's picture follows its client line on a phone, the privacy notice keeps a readable measure, every
// not-found page is the site's 404, and Build My Stack is a tap away.
jest.setTimeout(120_000);

const { visitorPage } = setUpBrowser();

interface GridRows {
  label: string;
  /** How many cards each row holds, top to bottom. */
  perRow: number[];
  /** How far the last row's middle is from the grid's (px). */
  offCentre: number;
}

/** Every grid of cards on the page (lists whose items are at least card-sized), row by row. */
const cardGrids = (page: Page): Promise<GridRows[]> =>
  page.evaluate(() => {
    const grids: GridRows[] = [];
    for (const list of Array.from(document.querySelectorAll('main ul'))) {
      const style = getComputedStyle(list);
      if (style.display !== 'grid' && !(style.display === 'flex' && style.flexWrap === 'wrap')) continue;
      const items = Array.from(list.children).filter((item) => item.getBoundingClientRect().height > 80);
      if (items.length < 2) continue;
      const rows = new Map<number, Element[]>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), item]);
      }
      const byRow = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
      const last = byRow[byRow.length - 1]!.map((item) => item.getBoundingClientRect());
      const box = list.getBoundingClientRect();
      const middle = (Math.min(...last.map((r) => r.left)) + Math.max(...last.map((r) => r.right))) / 2;
      grids.push({
        label: list.closest('section')?.querySelector('h2')?.textContent ?? list.className,
        perRow: byRow.map((row) => row.length),
        offCentre: Math.abs(middle - (box.left + box.right) / 2),
      });
    }
    return grids;
  });

describe('the public pages', () => {
  it('balance the last row of every card grid at every width: centred, and never one card under three or more', async () => {
    const widths = [390, 800, 1100, 1366];
    for (const width of widths) {
      const page = await visitorPage({ width, height: 900 });
      for (const [path, heading] of [
        ['/', /into the light/],
        ['/services', /information into decisions/],
        ['/case-studies', /measurable results/],
        ['/about', /into the light/],
        ['/insights', /from data/],
        ['/services/data-lakes', 'Data Lakes'],
      ] as const) {
        await visit(page, path, heading);
        for (const grid of await cardGrids(page)) {
          const where = `${path} at ${width}px, ${grid.label} (${grid.perRow.join(', ')})`;
          const widest = Math.max(...grid.perRow);
          const last = grid.perRow[grid.perRow.length - 1]!;
          if (grid.perRow.length > 1 && widest >= 3) expect([where, last >= 2]).toEqual([where, true]);
          if (last < widest) expect([where, grid.offCentre <= 2]).toEqual([where, true]);
        }
      }
      await page.context().close();
    }
  });

  it('show each case study once, featured or not, and cut no summary inside a word', async () => {
    const page = await visitorPage(PHONE);
    await visit(page, '/case-studies', /measurable results/);
    const titles = await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('heading', { level: 3 })
      .allTextContents();
    const { caseStudies } = (await (await fetch(`${env.shellUrl}/api/case-studies?limit=100`)).json())
      .data as {
      caseStudies: { title: string; brief: string; featured: boolean }[];
    };
    expect(titles.slice().sort()).toEqual(caseStudies.map((caseStudy) => caseStudy.title).sort());
    const featured = await page
      .getByRole('region', { name: 'Featured Projects' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    expect(featured.sort()).toEqual(
      caseStudies
        .filter((c) => c.featured)
        .map((c) => c.title)
        .sort(),
    );
    // The page is the length of its case studies, not twice that.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(9_000);

    for (const caseStudy of caseStudies) {
      const card = page.getByRole('article').filter({ hasText: caseStudy.title });
      const shown = await card
        .locator('p')
        .filter({ hasText: caseStudy.brief.slice(0, 20) })
        .first();
      const text = (await shown.textContent())!;
      const box = await shown.evaluate((p) => ({ scroll: p.scrollHeight, client: p.clientHeight }));
      expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
      if (text === caseStudy.brief) continue;
      expect(text.endsWith('…')).toBe(true);
      const kept = text.slice(0, -1);
      expect(caseStudy.brief.startsWith(kept)).toBe(true);
      // What follows the shortened text in the brief starts a new word.
      expect(caseStudy.brief.charAt(kept.length)).toMatch(/[\s,;:.]/);
    }
  });

  it("lay out a service's header as text beside its picture on a desktop, and under it on a phone", async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await visitorPage(viewport);
      await visit(page, '/services/data-lakes', 'Data Lakes');
      const text = await page
        .getByRole('heading', { level: 1 })
        .evaluate((h1) => h1.parentElement!.getBoundingClientRect().toJSON());
      const picture = await page
        .locator('main header img')
        .evaluate((img) => img.getBoundingClientRect().toJSON());
      if (viewport === DESKTOP) {
        // One row: the picture starts beside the text, and their middles line up.
        expect(picture.left).toBeGreaterThanOrEqual(text.right);
        expect(Math.abs(picture.top + picture.height / 2 - (text.top + text.height / 2))).toBeLessThan(40);
      } else {
        expect(picture.top).toBeGreaterThanOrEqual(text.bottom);
        expect(picture.top - text.bottom).toBeLessThan(60);
      }
      await shoot(page, `service-page-${viewport.width}`);
      await page.context().close();
    }
  });

  it("follow a case study's client line with its picture on a phone, without a gap", async () => {
    const page = await visitorPage(PHONE);
    await visit(page, '/case-studies/county-hospital-readmissions', /Readmissions/);
    const client = await page
      .getByText('Client', { exact: true })
      .evaluate((label) => label.parentElement!.getBoundingClientRect().bottom);
    const picture = await page
      .locator('main article img')
      .first()
      .evaluate((img) => img.getBoundingClientRect().top);
    expect(picture - client).toBeGreaterThan(0);
    expect(picture - client).toBeLessThanOrEqual(80);
  });

  it('keep the privacy notice at a readable measure: about 65 to 75 characters a line on a desktop', async () => {
    const page = await visitorPage(DESKTOP);
    await visit(page, '/privacy', 'Privacy Notice');
    const measures = await page.locator('main section p, main section li').evaluateAll((blocks) =>
      blocks.map((block) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = getComputedStyle(block).font;
        const text = block.textContent ?? '';
        const average = context.measureText(text).width / text.length;
        return Math.round(block.getBoundingClientRect().width / average);
      }),
    );
    expect(measures.length).toBeGreaterThan(5);
    for (const measure of measures) {
      expect(measure).toBeGreaterThanOrEqual(60);
      expect(measure).toBeLessThanOrEqual(76);
    }
  });

  it("draw a missing service, case study, insight or person like the site's 404", async () => {
    const page = await visitorPage(PHONE);
    await visit(page, '/no-such-page', 'Page not found', 404);
    const look = () =>
      page.getByText('404', { exact: true }).evaluate((code) => ({
        size: getComputedStyle(code).fontSize,
        centred: getComputedStyle(code.parentElement!).alignItems,
      }));
    const pageNotFound = await look();
    for (const [path, title] of [
      ['/services/no-such-service', 'Service not found'],
      ['/case-studies/no-such-case', 'Case study not found'],
      ['/insights/no-such-insight', 'Insight not found'],
      ['/about/team/no-such-person', 'Person not found'],
    ] as const) {
      await visit(page, path, title, 404);
      expect(await look()).toEqual(pageNotFound);
      await page.getByRole('link', { name: 'Back to home' }).waitFor();
    }
  });

  it('lead a phone visitor from the home page, the Services header and a service to Build My Stack in one tap', async () => {
    const page = await visitorPage(PHONE);
    const reachBuildMyStack = async () => {
      await page.waitForURL(/\/services#build-my-stack$/);
      const heading = page.getByRole('heading', {
        level: 2,
        name: 'Find the right services for your data journey',
      });
      await expectFocused(page, heading);
      const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(PHONE.height / 2);
    };
    await visit(page, '/', /into the light/);
    await page.getByRole('link', { name: /^Build My Stack/ }).click();
    await reachBuildMyStack();

    await visit(page, '/services', /information into decisions/);
    await page
      .getByRole('link', { name: /^Build My Stack/ })
      .first()
      .click();
    await reachBuildMyStack();

    await visit(page, '/services/training', 'Training');
    await page.getByRole('link', { name: /^Build My Stack/ }).click();
    await reachBuildMyStack();
    await expectHeading(page, /information into decisions/);

    // The address itself, opened directly, lands there too.
    await page.goto(`${env.shellUrl}/services#build-my-stack`);
    await publicSiteReady(page).waitFor();
    const top = await page
      .locator('#build-my-stack')
      .evaluate((section) => section.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(PHONE.height / 2);
  });
});

async function expectFocused(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
  await page.waitForFunction((element) => document.activeElement === element, await locator.elementHandle(), {
    timeout: 10_000,
  });
}
