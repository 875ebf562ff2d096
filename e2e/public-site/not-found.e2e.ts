import { shoot } from '@mwangaza/browser-testing/screenshots';
import { PHONE, checkA11y, env, expectHeading, pathOf, publicSiteReady, setUpBrowser } from './visitor';

// Errors a browser and a crawler understand: an address with nothing behind it is a 404 whose page is the
// site's own not-found screen, prerendered, so it reads and leads on without scripts, and the app still
// takes it over when scripts run.
jest.setTimeout(60_000);

const { browser, visitorPage } = setUpBrowser();

describe('not-found pages through the shell', () => {
  it('a missing case study answers 404 with its not-found page, and leads back to the list', async () => {
    const page = await visitorPage();
    const response = await page.goto(`${env.shellUrl}/case-studies/no-such-study`);
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toMatch(/<h1[^>]*>Case study not found<\/h1>/);
    await publicSiteReady(page).waitFor();
    await expectHeading(page, 'Case study not found');
    expect(await page.title()).toBe('Case study not found | Mwangaza Analytics');
    await checkA11y(page);
    await shoot(page, 'not-found-case-study-1366');

    // The scripts took the page over: the way back is a navigation inside the app.
    await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
    await page.getByRole('link', { name: /Back to case studies/ }).click();
    await expectHeading(page, /measurable results/);
    expect(pathOf(page)).toBe('/case-studies');
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  });

  it('works without scripts: the page reads and its links lead on', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);

    const missing = await page.goto(`${env.shellUrl}/case-studies/no-such-study`);
    expect(missing?.status()).toBe(404);
    await expectHeading(page, 'Case study not found');
    await page.getByText('This case study does not exist or has been removed.').waitFor();
    await shoot(page, 'not-found-case-study-390-no-script');
    await page.getByRole('link', { name: /Back to case studies/ }).click();
    await expectHeading(page, 'Real projects, measurable results');

    const unknown = await page.goto(`${env.shellUrl}/no-such-page`);
    expect(unknown?.status()).toBe(404);
    await expectHeading(page, 'Page not found');
    await shoot(page, 'not-found-page-390-no-script');
    await page.getByRole('link', { name: 'Contact us' }).click();
    await expectHeading(page, /Let.s talk/i);
    expect(pathOf(page)).toBe('/contact');
  });

  it('in the app, an address with nothing behind it still shows the not-found screen', async () => {
    const page = await visitorPage(PHONE);
    await page.goto(`${env.shellUrl}/case-studies`);
    await publicSiteReady(page).waitFor();
    // A link inside the app leads to an address the server was never asked for.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/about/culture/no-such-item');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectHeading(page, 'Culture item not found');
    await page.getByRole('link', { name: 'Back to About' }).click();
    await expectHeading(page, 'We bring data into the light');
  });

  it('an address that does not decode answers 400 with a page of its own', async () => {
    const page = await visitorPage(PHONE);
    const response = await page.goto(`${env.shellUrl}/%E0%A4%A`);
    expect(response?.status()).toBe(400);
    await expectHeading(page, 'This address is not valid');
    await checkA11y(page, 'bad address');
    await shoot(page, 'bad-address-390');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await publicSiteReady(page).waitFor();
    await expectHeading(page, 'Bring your data into the light');
  });
});
