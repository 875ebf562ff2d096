import { api, apiAdminToken, unique } from '../admin-console/admin';
import { PHONE, checkA11y, env, publicSiteReady, setUpBrowser } from './visitor';

// Public pages arrive as HTML with their content (prerendered by the public site's server from the API),
// so they paint before any script runs; the shell's scripts then take over the same page.
jest.setTimeout(60_000);

const { browser, visitorPage } = setUpBrowser();

const html = async (path: string) => {
  const response = await fetch(`${env.shellUrl}${path}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
};

/** The text of the prerendered #root, tags dropped. */
const rootText = (page: string) =>
  (
    /<div id="root">([\s\S]*?)<script type="application\/json" id="mwangaza-prerendered">/.exec(page)?.[1] ??
    ''
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

describe('prerendered public pages', () => {
  it('serve each page with its content from the API, no script needed', async () => {
    const { services } = await api<{ services: { id: string; title: string }[] }>('/services?limit=100');
    const list = rootText(await html('/services'));
    expect(list).toContain('Data services that turn');
    for (const service of services) expect(list).toContain(service.title);

    const detail = await html('/services/data-lakes');
    expect(detail).toMatch(/<h1[^>]*>Data Lakes<\/h1>/);
    expect(rootText(detail)).toContain('Related case studies');
  });

  it('show content saved a moment ago in the console', async () => {
    const token = await apiAdminToken();
    const title = `Prerendered culture ${unique()}`;
    const { cultureItem } = await api<{ cultureItem: { id: string } }>('/culture', {
      method: 'POST',
      token,
      body: {
        title,
        description: 'Seen by visitors and crawlers as soon as it is saved.',
        fullDescription: 'Prerendered pages are made from the API on every request, so nothing is stale.',
        icon: 'globe',
        values: ['Fresh content'],
      },
    });
    try {
      expect(rootText(await html('/about'))).toContain(title);
      expect(await html(`/about/culture/${cultureItem.id}`)).toContain(`>${title}</h1>`);
    } finally {
      await api(`/culture/${cultureItem.id}`, { method: 'DELETE', token });
    }
  });

  it('leave the admin console to the browser', async () => {
    expect(await html('/admin/login')).not.toContain('mwangaza-prerendered');
  });

  it('read in a browser without JavaScript', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${env.shellUrl}/case-studies`);
    await page.getByRole('heading', { level: 1, name: 'Real projects, measurable results' }).waitFor();
    await page
      .getByRole('heading', { name: 'A Medicines Supply Data Lake for a Pharmacy Network' })
      .waitFor();
  });

  it('are taken over by the scripts without a layout shift, then work as usual', async () => {
    const page = await visitorPage(PHONE);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      const win = window as unknown as { layoutShift: number };
      win.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) win.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${env.shellUrl}/services`);
    await publicSiteReady(page).waitFor();
    await page.getByRole('heading', { level: 1, name: /Data services that turn/ }).waitFor();
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift).toBeLessThan(0.05);

    // The search only works once the scripts run: proof that they took over the prerendered page.
    await page.getByRole('searchbox', { name: /search services/i }).fill('lakes');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'Data Lakes', exact: true }).waitFor();
    await main.getByRole('link', { name: 'Big Data Analytics', exact: true }).waitFor({ state: 'detached' });
    await checkA11y(page);
    expect(errors).toEqual([]);
  });

  it("load the app's code only once the page has loaded, and never its stylesheets a second time", async () => {
    const page = await visitorPage(PHONE);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(`${env.shellUrl}/case-studies/county-hospital-readmissions`);
    await publicSiteReady(page).waitFor();
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.initiatorType === 'script' && !/\/main\.[^/]*\.js$/.test(entry.name),
      );
      return {
        loaded: navigation?.loadEventStart ?? Infinity,
        scriptStarts: scripts.map((entry) => entry.startTime),
      };
    });
    // Only the shell's small entry script is in the HTML; the rest is asked for after the page (and its
    // images) loaded, so it never competes with them.
    expect(timing.scriptStarts.length).toBeGreaterThan(3);
    for (const start of timing.scriptStarts) expect(start).toBeGreaterThanOrEqual(timing.loaded);
    // The page's styles came inline with its HTML, named as webpack asks for them: no second download.
    expect(stylesheets).toEqual([]);
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  });

  it('hydrate below the fold section by section, adopting the elements the server drew', async () => {
    // Motion allowed: the visualisation then keeps the animation the server drew, with its Pause button.
    const page = await visitorPage(PHONE, { reducedMotion: 'no-preference' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Before any script: remember the sections and the footer as the server sent them.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { drawn: Element[] }).drawn = [
          ...document.querySelectorAll('#root main > * section, #root footer'),
        ];
      });
    });
    await page.goto(`${env.shellUrl}/`);
    await publicSiteReady(page).waitFor();
    // Scroll to the bottom, a screen at a time, so every section is wanted and hydrated in turn.
    for (let y = 0; y < 12_000; y += PHONE.height) await page.mouse.wheel(0, PHONE.height);
    await page.waitForLoadState('networkidle');

    // Hydrated: the visualisation's button answers, a footer link navigates inside the app.
    const toggle = page.getByRole('button', { name: /^(Pause|Play) animation$/ });
    const before = await toggle.textContent();
    await toggle.click();
    await page
      .getByRole('button', { name: before === 'Pause animation' ? 'Play animation' : 'Pause animation' })
      .waitFor();
    // Adopted, never drawn again: every element the server sent is still the one in the page.
    const drawn = await page.evaluate(() => {
      const elements = (window as unknown as { drawn: Element[] }).drawn;
      return { count: elements.length, connected: elements.filter((element) => element.isConnected).length };
    });
    expect(drawn.count).toBeGreaterThan(8);
    expect(drawn.connected).toBe(drawn.count);

    const footer = page.getByRole('contentinfo');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await footer.getByRole('link', { name: 'About', exact: true }).click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('hydrate on every kind of page without a mismatch (React reports one as an error)', async () => {
    const { cultureItems } = await api<{ cultureItems: { id: string }[] }>('/culture?limit=1');
    const page = await visitorPage(PHONE);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      // The not-found pages are 404s, and the browser says so for the page and its API request: not React.
      if (
        message.type() === 'error' &&
        !message.text().startsWith('Failed to load resource: the server responded with a status of 404')
      )
        errors.push(`${page.url()}: ${message.text()}`);
    });
    const paths = [
      '/',
      '/services/data-lakes',
      '/case-studies/county-hospital-readmissions',
      `/about/culture/${cultureItems[0]?.id}`,
      '/contact',
      '/no-such-page',
      '/case-studies/no-such-study',
    ];
    for (const path of paths) {
      // React hydrates the page's inner parts after the frame: let it finish before the next page.
      await page.goto(`${env.shellUrl}${path}`, { waitUntil: 'networkidle' });
      await publicSiteReady(page).waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    expect(errors).toEqual([]);
  });
});
