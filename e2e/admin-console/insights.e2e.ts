import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import {
  adminReady,
  openAdmin,
  openPublic,
  savedItemTitled,
  setUpEditingFile,
  toast,
  unique,
  url,
} from './admin';

// A browser, a sign-in and several screens on 2 busy cores.
jest.setTimeout(120_000);

const { browser, page, token, created } = setUpEditingFile('/insights');

describe('insights', () => {
  it('an editor writes and publishes an insight in the console, and visitors read it on the site and in the feed', async () => {
    const title = `E2E Matatu Data ${unique()}`;
    const tag = `matatu-${unique()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`;
    await openAdmin(page(), '/admin/insights', 'Insights');
    await page().getByRole('button', { name: 'Add Insight' }).click();
    await adminReady(page(), 'Add Insight');
    await page()
      .getByLabel(/^Title/)
      .fill(title);
    await page()
      .getByLabel(/^Summary/)
      .fill('What commuter routes tell a city about its day.');
    await page()
      .getByLabel(/^Cover image/)
      .fill('/images/case-studies/logistics-invoice-automation.webp');
    // The author is a person of the team (the People collection), never a staff account.
    await page()
      .getByLabel(/^Author/)
      .selectOption({ label: 'Chinedu Okafor' });
    await page().getByLabel(/^Body/).fill('## Routes by the hour\n\nThe first matatus fill by **5 am**.');
    await page().getByLabel(/^Tags/).fill(tag);
    await page().getByRole('checkbox', { name: 'Data Pipelines' }).check();
    await page().getByRole('radio', { name: 'Published' }).check();
    await page().getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page(), 'Insight created').waitFor();
    await adminReady(page(), 'Insights');

    const insight = await savedItemTitled('/insights', 'insights', title, token());
    created.push(insight.id);

    // A visitor (no session), on a phone: the list, the tag filter, the page, the home page and the feed.
    const visitor = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const visitorPage = await visitor.newPage();
    try {
      await openPublic(visitorPage, '/');
      await visitorPage
        .getByRole('region', { name: 'Latest from our team' })
        .getByRole('link', { name: title })
        .waitFor();
      await openPublic(visitorPage, `/insights?tag=${tag}`);
      await visitorPage.getByRole('link', { name: title }).waitFor();
      await expectNoSeriousA11yViolations(visitorPage);
      await shoot(visitorPage, 'insights-list-390');
      await visitorPage.getByRole('link', { name: title }).click();
      await visitorPage.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitorPage.getByRole('heading', { level: 2, name: 'Routes by the hour' }).waitFor();
      // The byline: the author's photo, name linked to their profile, and role.
      await visitorPage.getByText('Head of Analytics, Lagos').waitFor();
      expect(
        await visitorPage.getByRole('link', { name: 'Chinedu Okafor' }).first().getAttribute('href'),
      ).toBe('/about/team/chinedu-okafor');
      await visitorPage.getByRole('img', { name: /Portrait of Chinedu Okafor|Chinedu Okafor:/ }).waitFor();
      await visitorPage
        .getByRole('region', { name: 'Related services' })
        .getByRole('link', { name: 'Data Pipelines' })
        .waitFor();
      expect(new URL(visitorPage.url()).pathname).toBe(`/insights/${insight.slug}`);
      await expectNoSeriousA11yViolations(visitorPage);
      await shoot(visitorPage, 'insight-page-390');

      // The same pages on a laptop.
      const wide = await (await browser().newContext({ viewport: { width: 1366, height: 900 } })).newPage();
      await openPublic(wide, '/insights');
      await wide.getByRole('link', { name: title }).waitFor();
      await shoot(wide, 'insights-list-1366');
      await openPublic(wide, `/insights/${insight.slug}`);
      await wide.getByRole('heading', { level: 1, name: title }).waitFor();
      await shoot(wide, 'insight-page-1366');

      // The prerendered page: its Article JSON-LD and its canonical address.
      const html = await (await fetch(url(`/insights/${insight.slug}`))).text();
      expect(html).toContain('"@type":"Article"');
      expect(html).toMatch(
        /"author":\{"@type":"Person","name":"Chinedu Okafor","jobTitle":"Head of Analytics, Lagos","url":"[^"]*\/about\/team\/chinedu-okafor"/,
      );
      expect(html).not.toContain('Demo Administrator');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/insights/${insight.slug}">`));
      const feed = await (await fetch(url('/insights/feed.xml'))).text();
      expect(feed).toContain(`/insights/${insight.slug}</link>`);
      const sitemap = await (await fetch(url('/sitemap.xml'))).text();
      expect(sitemap).toContain(`/insights/${insight.slug}</loc>`);
    } finally {
      await visitor.close();
    }
  });
});
