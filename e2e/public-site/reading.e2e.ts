import { checkA11y, env, expectHeading, pathOf, publicSiteReady, pagePerTest, visit } from './visitor';

// A browser, the remote's chunks and the API's first answers on two busy cores.
jest.setTimeout(60_000);

const page = pagePerTest();

const main = () => page().getByRole('main');

describe('a visitor reading the site', () => {
  it('goes from home to services, to a service and on to a related case study', async () => {
    await visit(page(), '/', 'Bring your data into the light');
    // The home page's previews come from the API.
    await main().getByRole('link', { name: 'Big Data Analytics' }).waitFor();
    await checkA11y(page());

    await main().getByRole('link', { name: 'Explore Our Services' }).click();
    await expectHeading(page(), /services/i);
    expect(pathOf(page())).toBe('/services');
    await main().getByRole('link', { name: 'Data Lakes', exact: true }).waitFor();
    await checkA11y(page());

    // The seed's "A Medicines Supply Data Lake ..." names the service in its title.
    await main().getByRole('link', { name: 'Data Lakes', exact: true }).click();
    await expectHeading(page(), 'Data Lakes');
    expect(pathOf(page())).toBe('/services/data-lakes');
    const related = page().getByRole('heading', { level: 2, name: 'Related case studies' });
    await related.waitFor();
    const relatedLinks = page().locator('section', { has: related }).getByRole('link');
    expect(await relatedLinks.count()).toBeGreaterThanOrEqual(1);
    expect(await relatedLinks.count()).toBeLessThanOrEqual(2);
    await checkA11y(page());

    const caseStudy = 'A Medicines Supply Data Lake for a Pharmacy Network';
    await relatedLinks.filter({ hasText: caseStudy }).click();
    await expectHeading(page(), caseStudy);
    expect(pathOf(page())).toBe('/case-studies/pharmacy-supply-data-lake');
    await checkA11y(page());
  });

  it('reads the culture items on the about page in order and opens one', async () => {
    await visit(page(), '/about', 'We bring data into the light');
    const culture = page().locator('section', {
      has: page().getByRole('heading', { level: 2, name: 'Our culture' }),
    });
    const titles = culture.getByRole('heading', { level: 3 });
    await titles.first().waitFor();
    // The seed's order field: 1 to 5.
    expect(await titles.allTextContents()).toEqual([
      'Curiosity First',
      'Ubuntu in Every Team',
      'Growth and Learning',
      'Impact That Matters',
      'Balance and Wellbeing',
    ]);
    await checkA11y(page());

    await culture.getByRole('link', { name: 'Ubuntu in Every Team' }).click();
    await expectHeading(page(), 'Ubuntu in Every Team');
    expect(pathOf(page())).toBe('/about/culture/ubuntu-collaboration');
    await page().getByText('Mentorship on every project').waitFor();
    await checkA11y(page());

    await page().getByRole('link', { name: '← Back to About' }).click();
    await expectHeading(page(), 'We bring data into the light');
  });

  it('says a case study does not exist and leads back to the list', async () => {
    await visit(page(), '/case-studies/does-not-exist', 'Case study not found', 404);
    await checkA11y(page());
    await page()
      .getByRole('link', { name: /Back to case studies/ })
      .click();
    await expectHeading(page(), /measurable results/);
    expect(pathOf(page())).toBe('/case-studies');
  });

  it('shows the not-found page for an unknown path', async () => {
    await visit(page(), '/no-such-page', 'Page not found', 404);
    await checkA11y(page());
    await page().getByRole('link', { name: 'Back to home' }).click();
    await expectHeading(page(), 'Bring your data into the light');
  });

  it('serves a service page again on a reload of its deep link', async () => {
    await visit(page(), '/services/data-pipelines', 'Data Pipelines');
    await checkA11y(page());
    const reload = await page().reload();
    expect(reload?.status()).toBe(200);
    await publicSiteReady(page()).waitFor();
    await expectHeading(page(), 'Data Pipelines');
    await page().getByRole('heading', { level: 2, name: 'What you get' }).waitFor();
    expect(page().url()).toBe(`${env.shellUrl}/services/data-pipelines`);
  });
});
