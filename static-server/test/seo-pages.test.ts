import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared/schemas';
import { canonicalOf, jsonLdOf, metaOf, titleOf } from './head-tags';
import { BASE, setUpShellOnFakeApi } from './seo-fixtures';

const site = setUpShellOnFakeApi();

const page = (url: string, headers: Record<string, string> = { accept: 'text/html' }) =>
  site.shell.inject({ url, headers });

describe('fixed pages', () => {
  it.each([
    [
      '/',
      'Data Analytics Consultancy in Nairobi | Mwangaza Analytics',
      /^Mwangaza Analytics helps businesses/,
    ],
    ['/about', 'About Us | Mwangaza Analytics', /^The story of Mwangaza Analytics/],
    ['/services', 'Services | Mwangaza Analytics', /^Data pipelines, data lakes/],
    ['/case-studies', 'Case Studies | Mwangaza Analytics', /^How Mwangaza Analytics helps hospitals/],
    ['/contact', 'Contact Us | Mwangaza Analytics', /^Tell Mwangaza Analytics about your data project/],
    ['/privacy', 'Privacy Notice | Mwangaza Analytics', /^How Mwangaza Analytics handles the personal data/],
  ])('%s has the title and description the public page sets', async (path, title, description) => {
    const response = await page(`${path}?utm_source=chat`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(titleOf(html)).toBe(title);
    expect(metaOf(html, 'description')).toMatch(description);
    expect(canonicalOf(html)).toBe(`${BASE}${path === '/' ? '/' : path}`);
    expect(metaOf(html, 'og:url')).toBe(canonicalOf(html));
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:site_name')).toBe('Mwangaza Analytics');
    expect(metaOf(html, 'og:image')).toBe(`${BASE}/images/hero.webp`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'robots')).toBeUndefined();
  });

  it('replaces the built title and description instead of adding a second one', async () => {
    const html = (await page('/services/')).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Generic description.');
    expect(canonicalOf(html)).toBe(`${BASE}/services`);
    expect(html).toContain('<div id="root"></div>');
  });

  it('describes the organisation with its contact details in JSON-LD', async () => {
    const [organization] = jsonLdOf((await page('/contact')).body);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Mwangaza Analytics',
      url: `${BASE}/`,
      email: 'hello@mwangaza-analytics.co.ke',
      telephone: '+254 709 123 456',
      address: { '@type': 'PostalAddress', addressLocality: 'Nairobi', addressCountry: 'Kenya' },
    });
  });

  it("takes the organisation's contact details and X account from the site settings staff saved", async () => {
    site.api.settings = {
      ...DEFAULT_SITE_SETTINGS,
      contact: { ...DEFAULT_SITE_SETTINGS.contact, phone: '+254 711 222 333', city: 'Mombasa' },
      social: [
        { name: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
        { name: 'X', url: 'https://x.com/example_ke' },
      ],
    };
    try {
      const { body } = await page('/about');
      expect(metaOf(body, 'twitter:site')).toBe('@example_ke');
      const [organization] = jsonLdOf(body);
      expect(organization).toMatchObject({
        telephone: '+254 711 222 333',
        address: { addressLocality: 'Mombasa' },
        contactPoint: { telephone: '+254 711 222 333' },
        sameAs: ['https://www.linkedin.com/company/example', 'https://x.com/example_ke'],
      });
    } finally {
      site.api.settings = undefined;
    }
  });
});

describe('content pages', () => {
  it('gives a service its own title, description, image and breadcrumbs', async () => {
    const html = (await page('/services/data-pipelines')).body;
    expect(titleOf(html)).toBe('Data Pipelines | Mwangaza Analytics');
    expect(metaOf(html, 'description')).toBe('Reliable, monitored pipelines.');
    expect(metaOf(html, 'og:description')).toBe('Reliable, monitored pipelines.');
    expect(metaOf(html, 'twitter:title')).toBe('Data Pipelines | Mwangaza Analytics');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:image')).toBe(`${BASE}/images/services/data-pipelines.webp`);
    expect(metaOf(html, 'twitter:image')).toBe(`${BASE}/images/services/data-pipelines.webp`);
    expect(canonicalOf(html)).toBe(`${BASE}/services/data-pipelines`);
    const breadcrumbs = jsonLdOf(html).find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${BASE}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${BASE}/services` },
      { '@type': 'ListItem', position: 3, name: 'Data Pipelines', item: `${BASE}/services/data-pipelines` },
    ]);
  });

  it('describes a case study by its brief and keeps an absolute image URL', async () => {
    const html = (await page('/case-studies/hospital-waiting-times')).body;
    expect(titleOf(html)).toBe('Cutting waiting times at a Nairobi hospital | Mwangaza Analytics');
    expect(metaOf(html, 'description')).toBe('A hospital group wanted shorter queues.');
    expect(metaOf(html, 'og:image')).toBe('https://cdn.example.com/hospital.webp');
  });

  it('gives a culture item without an image the default one', async () => {
    const html = (await page('/about/culture/learning-fridays')).body;
    expect(titleOf(html)).toBe('Learning Fridays | Mwangaza Analytics');
    expect(metaOf(html, 'og:image')).toBe(`${BASE}/images/hero.webp`);
    const breadcrumbs = jsonLdOf(html).find((data) => data['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(breadcrumbs)).toContain(`"item":"${BASE}/about"`);
  });

  it('answers unknown content with the app and a 404, marked noindex and no canonical link', async () => {
    const response = await page('/services/no-such-service');
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe('Service not found | Mwangaza Analytics');
    expect(metaOf(response.body, 'robots')).toBe('noindex');
    expect(canonicalOf(response.body)).toBeUndefined();
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('marks unknown routes noindex and never asks the API about ids that cannot exist', async () => {
    const before = site.api.requests.length;
    for (const path of [
      '/nothing-here',
      '/services/Not_An_Id',
      '/case-studies/a%2F..%2Fb',
      '/about/culture/',
    ]) {
      const response = await page(path);
      expect(response.statusCode).toBe(404);
      expect(metaOf(response.body, 'robots')).toBe('noindex');
    }
    expect(site.api.requests.length).toBe(before);
  });

  it('marks admin screens noindex, without the organisation data', async () => {
    const html = (await page('/admin/login')).body;
    expect(metaOf(html, 'robots')).toBe('noindex');
    expect(titleOf(html)).toBe('Mwangaza Admin');
    expect(jsonLdOf(html)).toEqual([]);
  });
});

describe('what bots receive', () => {
  it('serves a page to link-preview bots that accept anything or send no Accept header', async () => {
    const bots: Array<Record<string, string>> = [
      { accept: '*/*', 'user-agent': 'Slackbot-LinkExpanding 1.0' },
      {},
    ];
    for (const headers of bots) {
      const response = await page('/services/data-pipelines', headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(titleOf(response.body)).toBe('Data Pipelines | Mwangaza Analytics');
    }
  });

  it('still answers a missing script with a JSON 404', async () => {
    const response = await page('/main.ffffffffffffffffffff.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
  });

  it('revalidates an unchanged page with 304', async () => {
    const first = await page('/about');
    const second = await page('/about', { accept: 'text/html', 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(304);
  });
});
