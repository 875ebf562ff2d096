import { shoot } from '@mwangaza/browser-testing/screenshots';
import { DESKTOP, PHONE, checkA11y, env, setUpBrowser, visit } from './visitor';

// The team: the About page's section, a profile, an insight's byline and a case study's team, with their
// portraits from the media library, and the served pages naming them as schema.org Persons.
jest.setTimeout(120_000);

const { visitorPage } = setUpBrowser();

const served = async (path: string) =>
  (await (await fetch(`${env.shellUrl}${path}`)).text()).replaceAll('<!-- -->', '');

describe('the team', () => {
  it('is on the About page, each with their portrait, linked to a profile that lists their work', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await visitorPage(viewport);
      await visit(page, '/about', /into the light/);
      const team = page.getByRole('region', { name: 'The team behind the work' });
      const names = await team.getByRole('heading', { level: 3 }).allTextContents();
      expect(names).toHaveLength(8);
      expect(names.slice(0, 3)).toEqual(['Achieng Otieno', 'Kiprono Langat', 'Wanjiku Kariuki']);
      const portraits = team.getByRole('img', { name: /^Illustrated portrait of/ });
      expect(await portraits.count()).toBe(8);
      // From the media library (its alt text too), in the library's AVIF and WebP widths.
      expect(await portraits.first().getAttribute('src')).toMatch(/^\/api\/media\//);
      expect(
        await portraits
          .first()
          .evaluate((img) => img.parentElement!.querySelector('source')?.getAttribute('srcset')),
      ).toMatch(/\/api\/media\/.+ 160w/);
      await checkA11y(page, `/about at ${viewport.width}px`);
      await shoot(page, `about-team-${viewport.width}`);
      await page.context().close();
    }

    const page = await visitorPage(PHONE);
    await visit(page, '/about', /into the light/);
    await page.getByRole('link', { name: 'Wanjiku Kariuki' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wanjiku Kariuki' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about/team/wanjiku-kariuki');
    await page.getByText('Lead Data Scientist').first().waitFor();
    await page
      .getByRole('link', { name: 'Five signals of mobile-money fraud you can see in your own data' })
      .waitFor();
    await page
      .getByRole('link', { name: 'Predicting Patient Readmissions for a County Referral Hospital' })
      .waitFor();
    await checkA11y(page, '/about/team/wanjiku-kariuki');

    const html = await served('/about/team/chinedu-okafor');
    expect(html).toContain('"@type":"ProfilePage"');
    expect(html).toMatch(
      /"mainEntity":\{"@type":"Person","name":"Chinedu Okafor","jobTitle":"Head of Analytics, Lagos"/,
    );
    expect(html).toContain('Book a discovery call with Chinedu');
  });

  it("signs an insight with its author's photo, name and role, linked to their profile, and names a case study's team", async () => {
    const page = await visitorPage(PHONE);
    await visit(page, '/insights/clean-data-before-ai', 'Clean data before AI');
    await page.getByRole('img', { name: /^Illustrated portrait of Aline Uwase/ }).waitFor();
    await page.getByText('Data Quality Lead, Kigali').waitFor();
    expect(await page.getByRole('link', { name: 'Aline Uwase' }).getAttribute('href')).toBe(
      '/about/team/aline-uwase',
    );
    await page.getByText(/\d+ min read/).waitFor();
    expect(
      Number(/(\d+) min read/.exec((await page.getByText(/\d+ min read/).textContent())!)![1]),
    ).toBeGreaterThanOrEqual(3);

    await visit(page, '/case-studies/county-hospital-readmissions', /Readmissions/);
    const facts = page.getByRole('complementary', { name: 'Project facts' });
    expect(await facts.getByRole('link', { name: 'Wanjiku Kariuki' }).getAttribute('href')).toBe(
      '/about/team/wanjiku-kariuki',
    );
    const html = await served('/case-studies/county-hospital-readmissions');
    expect(html).toMatch(/"contributor":\[\{"@type":"Person","name":"Wanjiku Kariuki"/);
  });

  it('never shows the demo administrator on a public page', async () => {
    for (const path of [
      '/',
      '/about',
      '/insights',
      '/insights/mobile-money-fraud-signals',
      '/insights/dashboards-people-use',
      '/insights/clean-data-before-ai',
      '/case-studies/county-hospital-readmissions',
    ]) {
      expect([path, (await served(path)).includes('Demo Administrator')]).toEqual([path, false]);
    }
    expect(await served('/insights/feed.xml')).not.toContain('Demo Administrator');
  });
});
