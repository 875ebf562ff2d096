import { site } from '@mwangaza/shared/site';
import {
  seedCaseStudies,
  seedCultureItems,
  seedInsights,
  seedPeople,
  seedServices,
} from '@mwangaza/api/seed-data';
import { canonicalOf, jsonLdOf, metaOf, titleOf } from '@mwangaza/static-server/testing';
import { getE2eEnv } from '@mwangaza/browser-testing/env';

// What a chat app's link expander or a crawler sees: the HTML as served, no browser and no script run.
const env = getE2eEnv();
const get = (path: string) =>
  fetch(`${env.shellUrl}${path}`, { headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' } });

function find<T extends { id: string }>(items: T[], id: string): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new Error(`seed item ${id} is missing`);
  return item;
}

const pages = [
  {
    path: '/services/data-pipelines',
    item: find(seedServices, 'data-pipelines'),
    describe: 'description' as const,
    schemaType: 'Service',
  },
  {
    path: '/case-studies/county-hospital-readmissions',
    item: find(seedCaseStudies, 'county-hospital-readmissions'),
    describe: 'brief' as const,
    schemaType: 'Article',
  },
  {
    path: '/about/culture/curiosity-first',
    item: find(seedCultureItems, 'curiosity-first'),
    describe: 'description' as const,
    schemaType: undefined,
  },
];

describe('link previews without a browser', () => {
  it.each(pages)(
    '$path has its own title, description, image and canonical URL',
    async ({ path, item, describe: field, schemaType }) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = await response.text();
      const title = `${item.title} | ${site.name}`;
      const description = (item as unknown as Record<string, string>)[field];
      expect(titleOf(html)).toBe(title);
      expect(metaOf(html, 'description')).toBe(description);
      expect(canonicalOf(html)).toBe(`${site.url}${path}`);
      expect(metaOf(html, 'og:url')).toBe(`${site.url}${path}`);
      expect(metaOf(html, 'og:title')).toBe(title);
      expect(metaOf(html, 'og:description')).toBe(description);
      expect(metaOf(html, 'og:type')).toBe('article');
      // The seeded picture, from the media library once seeded: the address the API answers.
      const { data } = (await (await fetch(`${env.shellUrl}/api${path.replace('/about', '')}`)).json()) as {
        data: Record<string, { image: string }>;
      };
      const image = Object.values(data)[0]!.image;
      expect(image).toMatch(/^\/api\/media\//);
      expect(metaOf(html, 'og:image')).toBe(`${site.url}${image}`);
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(html, 'twitter:title')).toBe(title);
      expect(jsonLdOf(html).map((data) => data['@type'])).toEqual(
        ['Organization', 'BreadcrumbList', schemaType].filter(Boolean),
      );
    },
  );

  it('gives fixed pages the titles the public site sets', async () => {
    const html = await (await get('/about')).text();
    expect(titleOf(html)).toBe(`About Us | ${site.name}`);
    expect(canonicalOf(html)).toBe(`${site.url}/about`);
    expect(metaOf(html, 'og:image')).toBe(`${site.url}/images/hero.webp`);
  });

  it('marks unknown content (a 404) and the admin console (a 200) noindex', async () => {
    for (const [path, status] of [
      ['/services/no-such-service', 404],
      ['/no-such-page', 404],
      ['/admin/login', 200],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(status);
      expect(metaOf(await response.text(), 'robots')).toBe('noindex');
    }
  });
});

describe('crawlers', () => {
  it('find every public URL, each seeded item included, in /sitemap.xml', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const expected = [
      ...['/', '/about', '/services', '/case-studies', '/insights', '/contact', '/book', '/privacy'],
      ...seedServices.map((service) => `/services/${service.id}`),
      ...seedCaseStudies.map((caseStudy) => `/case-studies/${caseStudy.id}`),
      ...seedCultureItems.map((item) => `/about/culture/${item.id}`),
      ...seedInsights.map((insight) => `/insights/${insight.id}`),
      ...seedPeople.map((person) => `/about/team/${person.id}`),
    ].map((path) => `${site.url}${path}`);
    const inLanguage = (locale: string) => locs.filter((loc) => loc!.startsWith(`${site.url}/${locale}/`));
    const english = locs.filter((loc) => !['sw', 'fr'].some((locale) => inLanguage(locale).includes(loc)));
    expect(english.sort()).toEqual(expected.sort());
    // The shipped content is translated in full: every page and item is there in Kiswahili and French too.
    expect(inLanguage('sw')).toHaveLength(expected.length);
    expect(inLanguage('fr')).toHaveLength(expected.length);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('are kept out of /admin and pointed at the sitemap by /robots.txt', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('User-agent: *\nDisallow: /admin\n');
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
