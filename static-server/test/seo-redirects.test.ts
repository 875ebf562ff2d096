import { canonicalOf, jsonLdOf, metaOf } from './head-tags';
import { BASE, setUpShellOnFakeApi } from './seo-fixtures';

const site = setUpShellOnFakeApi();

const page = (url: string) => site.shell.inject({ url, headers: { accept: 'text/html' } });

describe('readable addresses', () => {
  it("moves an id URL to the item's slug with a 301, keeping the query", async () => {
    const response = await page('/case-studies/hospital-analytics?utm_source=chat');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/case-studies/hospital-waiting-times?utm_source=chat');
    // Revalidated rather than cached for good: an editor may give the item this address back.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('moves an earlier slug to the current one', async () => {
    const response = await page('/case-studies/nairobi-hospital');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/case-studies/hospital-waiting-times');
  });

  it('serves the current slug with its canonical link, og:url and breadcrumb', async () => {
    const response = await page('/case-studies/hospital-waiting-times');
    expect(response.statusCode).toBe(200);
    expect(canonicalOf(response.body)).toBe(`${BASE}/case-studies/hospital-waiting-times`);
    expect(metaOf(response.body, 'og:url')).toBe(`${BASE}/case-studies/hospital-waiting-times`);
    const breadcrumbs = jsonLdOf(response.body).find((data) => data['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(breadcrumbs)).toContain(`"item":"${BASE}/case-studies/hospital-waiting-times"`);
  });

  it('lists slugs in the sitemap', async () => {
    const xml = (await site.shell.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain(`<loc>${BASE}/case-studies/hospital-waiting-times</loc>`);
    expect(xml).not.toContain('hospital-analytics');
  });

  it('leaves items whose id is their address (an API without slugs, seeded items) and unknown ones alone', async () => {
    expect((await page('/services/data-pipelines')).statusCode).toBe(200);
    const unknown = await page('/case-studies/no-such-study');
    expect(unknown.statusCode).toBe(404);
    expect(metaOf(unknown.body, 'robots')).toBe('noindex');
  });

  it('sends no redirect for files, the API or admin screens', async () => {
    expect((await page('/admin/case-studies')).statusCode).toBe(200);
    expect(
      (
        await site.shell.inject({
          url: '/case-studies/hospital-analytics',
          headers: { accept: 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
