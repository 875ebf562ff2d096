import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '../src/create-static-server';
import { startFakeContentApi, type FakeContentApi } from './fake-content-api';
import { BASE, createShellBuild, seedContent, startShell } from './seo-fixtures';

let root: string;
let api: FakeContentApi;
let shell: FastifyInstance;
const TTL = 150;

beforeAll(async () => {
  root = createShellBuild();
  api = await startFakeContentApi(seedContent());
  shell = await startShell(root, api.url, { cacheTtlMs: TTL });
});

afterAll(async () => {
  await shell.close();
  await api.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/sitemap.xml', () => {
  it('lists every public page and every content item (across API pages) with its last change', async () => {
    const response = await shell.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    // English first; then each language's pages (this API does not know languages: every item in each).
    expect(locs(response.body).filter((loc) => !/\/(sw|fr)\//.test(loc ?? ''))).toEqual([
      `${BASE}/`,
      `${BASE}/about`,
      `${BASE}/services`,
      `${BASE}/case-studies`,
      `${BASE}/insights`,
      `${BASE}/contact`,
      `${BASE}/book`,
      `${BASE}/privacy`,
      `${BASE}/services/data-pipelines`,
      `${BASE}/services/data-lakes`,
      // The fake API pages by two: the third service is on page 2.
      `${BASE}/services/training`,
      `${BASE}/case-studies/hospital-waiting-times`,
      `${BASE}/about/culture/learning-fridays`,
    ]);
    expect(locs(response.body)).toContain(`${BASE}/fr/services/data-pipelines`);
    expect(locs(response.body)).toContain(`${BASE}/sw/`);
    const alternates = (loc: string) =>
      `<xhtml:link rel="alternate" hreflang="en" href="${BASE}${loc}"/>` +
      `<xhtml:link rel="alternate" hreflang="sw" href="${BASE}/sw${loc}"/>` +
      `<xhtml:link rel="alternate" hreflang="fr" href="${BASE}/fr${loc}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}${loc}"/>`;
    expect(response.body).toContain(
      `<url><loc>${BASE}/services/data-pipelines</loc><lastmod>2026-01-02T10:00:00.000Z</lastmod>${alternates('/services/data-pipelines')}</url>`,
    );
    // Every language's version names the same alternates (reciprocal).
    expect(response.body).toContain(
      `<url><loc>${BASE}/fr/services/data-pipelines</loc><lastmod>2026-01-02T10:00:00.000Z</lastmod>${alternates('/services/data-pipelines')}</url>`,
    );
    // A listing page changed when its newest item did.
    expect(response.body).toContain(
      `<url><loc>${BASE}/services</loc><lastmod>2026-01-03T10:00:00.000Z</lastmod>${alternates('/services')}</url>`,
    );
    expect(api.requests.map((request) => request.path)).toEqual(
      expect.arrayContaining(['/api/services?limit=100&page=1', '/api/services?limit=100&page=2']),
    );
  });

  it('follows content changes once its short cache expires', async () => {
    await shell.inject({ url: '/sitemap.xml' });
    api.content['case-studies'].push({
      id: 'new-bank-study',
      title: 'A bank',
      brief: 'Credit scoring.',
      image: '/images/bank.webp',
      updatedAt: '2026-04-01T00:00:00.000Z',
    });
    api.content.culture = [];
    await sleep(TTL + 50);
    const xml = (await shell.inject({ url: '/sitemap.xml' })).body;
    expect(locs(xml)).toContain(`${BASE}/case-studies/new-bank-study`);
    expect(locs(xml)).not.toContain(`${BASE}/about/culture/learning-fridays`);
  });

  it('escapes what it puts into the XML', async () => {
    api.content.services.push({
      id: 'a&b',
      title: 'x',
      description: 'x',
      image: '/x.webp',
      updatedAt: 'not a date',
    });
    await sleep(TTL + 50);
    const xml = (await shell.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain(
      `<url><loc>${BASE}/services/a%26b</loc><xhtml:link rel="alternate" hreflang="en" href="${BASE}/services/a%26b"/>`,
    );
    api.content.services.pop();
  });
});

describe('/robots.txt', () => {
  it('keeps crawlers out of the admin console and points them at the sitemap', async () => {
    const response = await shell.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /preview\n\nSitemap: ${BASE}/sitemap.xml\n`,
    );
  });

  it('uses site.url when PUBLIC_BASE_URL is not set', async () => {
    const plain = await createStaticServer({ app: 'shell', root, apiUrl: api.url });
    try {
      expect((await plain.inject({ url: '/robots.txt' })).body).toContain(
        'Sitemap: https://www.mwangaza-analytics.co.ke/sitemap.xml',
      );
    } finally {
      await plain.close();
    }
  });

  it('is served only by the shell, not by the remotes', async () => {
    const remote = await createStaticServer({ app: 'public-site', root, apiUrl: api.url });
    try {
      expect((await remote.inject({ url: '/robots.txt' })).statusCode).toBe(404);
      expect((await remote.inject({ url: '/sitemap.xml' })).statusCode).toBe(404);
      const html = (
        await remote.inject({ url: '/services/data-pipelines', headers: { accept: 'text/html' } })
      ).body;
      expect(html).toContain('Generic description.');
    } finally {
      await remote.close();
    }
  });

  it('refuses a PUBLIC_BASE_URL that is not an http(s) URL', async () => {
    await expect(startShell(root, api.url, { publicBaseUrl: 'www.example.com' })).rejects.toThrow(
      /PUBLIC_BASE_URL/,
    );
  });
});
