import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createStaticServer } from '../src/create-static-server';
import { startFakeContentApi, type FakeContentApi } from './fake-content-api';
import { canonicalOf, metaOf, titleOf } from './head-tags';
import { BASE, createShellBuild, seedContent } from './seo-fixtures';
import { deadLocalUrl } from './fixtures';

/**
 * Errors a browser and a crawler understand: an address with nothing behind it answers 404 with the
 * site's own not-found screen in the HTML (prerendered here by a stand-in for the public site's server,
 * which draws whatever it is asked for), never a 200 that search engines index as a thin page.
 */
let root: string;
let api: FakeContentApi;
let publicSite: http.Server;
const prerendered: string[] = [];
let shell: FastifyInstance;

beforeAll(async () => {
  root = createShellBuild();
  api = await startFakeContentApi(seedContent());
  publicSite = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://public-site');
    const path = url.searchParams.get('path') ?? '';
    prerendered.push(path);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ html: `<main><h1>Drawn for ${path}</h1></main>`, state: {}, css: [] }));
  });
  await new Promise<void>((resolve) => publicSite.listen(0, '127.0.0.1', resolve));
  shell = await startShellWith(api.url);
});

afterAll(async () => {
  await shell.close();
  await api.close();
  await new Promise((resolve) => publicSite.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

function startShellWith(apiUrl: string) {
  return createStaticServer({
    app: 'shell',
    root,
    apiUrl,
    runtimeEnv: { PUBLIC_SITE_URL: `http://127.0.0.1:${(publicSite.address() as AddressInfo).port}` },
    seo: { publicBaseUrl: BASE },
    contentVersionCheckMs: 0,
    pageCacheSettleMs: 0,
  });
}

const page = (url: string, headers: Record<string, string> = {}) =>
  shell.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('an address with nothing behind it', () => {
  it('answers 404 with the site’s not-found page, prerendered, titled and kept out of the index', async () => {
    const response = await page('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<main><h1>Drawn for /no-such-page</h1></main>');
    expect(titleOf(response.body)).toBe('Page not found | Mwangaza Analytics');
    expect(metaOf(response.body, 'robots')).toBe('noindex');
    expect(canonicalOf(response.body)).toBeUndefined();
    // A page all the same: the shell's scripts, its runtime config and the page's policy.
    expect(response.body).toContain('/main.0123456789abcdef0123.js');
    expect(response.body).toContain('window.__MWANGAZA_CONFIG__');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it.each([
    ['/services/no-such-service', 'Service not found'],
    ['/case-studies/no-such-study', 'Case study not found'],
    ['/about/culture/no-such-item', 'Culture item not found'],
    ['/case-studies/Not_An_Id', 'Case study not found'],
  ])('%s answers 404 with the item’s not-found page', async (path, title) => {
    const response = await page(path);
    expect(response.statusCode).toBe(404);
    expect(titleOf(response.body)).toBe(`${title} | Mwangaza Analytics`);
    expect(response.body).toContain(`<h1>Drawn for ${path}</h1>`);
    expect(metaOf(response.body, 'robots')).toBe('noindex');
  });

  it.each(['/services/data-pipelines', '/about', '/Services', '/case-studies/', '/admin/nothing-yet'])(
    '%s is a page: 200',
    async (path) => {
      expect((await page(path)).statusCode).toBe(200);
    },
  );

  it('names a page asked for in capitals by its usual address, as the site’s router finds it', async () => {
    expect(canonicalOf((await page('/Case-Studies')).body)).toBe(`${BASE}/case-studies`);
  });

  it('keeps the status in the page cache, and never answers a 404 with a 304', async () => {
    const before = prerendered.filter((path) => path === '/case-studies/gone').length;
    const first = await page('/case-studies/gone', { 'accept-encoding': 'br' });
    const second = await page('/case-studies/gone');
    expect([first.statusCode, second.statusCode]).toEqual([404, 404]);
    expect(first.headers['content-encoding']).toBe('br');
    expect(prerendered.filter((path) => path === '/case-studies/gone').length - before).toBe(1);
    expect(second.headers.etag).toBeUndefined();
    const conditional = await page('/case-studies/gone', { 'if-none-match': '*' });
    expect(conditional.statusCode).toBe(404);
    expect(conditional.body).toContain('Drawn for /case-studies/gone');
  });

  it('answers HEAD with the status and no body', async () => {
    const response = await shell.inject({
      method: 'HEAD',
      url: '/no-such-page',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
  });
});

describe('the page cache and addresses with nothing behind them', () => {
  // More than the 500 pages the cache keeps per URL.
  const FLOOD = 520;
  const drawn = (path: string) => prerendered.filter((drawnPath) => drawnPath === path).length;

  it('makes the not-found page of unknown addresses once, however many are asked for, and keeps real pages', async () => {
    await page('/services');
    const before = prerendered.length;
    for (let i = 0; i < FLOOD; i += 1) {
      const response = await page(`/flood-${i}`);
      expect(response.statusCode).toBe(404);
      expect(titleOf(response.body)).toBe('Page not found | Mwangaza Analytics');
      expect(response.body).not.toContain(`${BASE}/flood-`);
    }
    expect(prerendered.length - before).toBeLessThanOrEqual(1);
    const services = drawn('/services');
    expect((await page('/services')).statusCode).toBe(200);
    expect(drawn('/services')).toBe(services);
  }, 30_000);

  it("keeps missing items' pages apart, so a flood of them never pushes the site's pages out", async () => {
    await page('/about');
    for (let i = 0; i < 600; i += 1) expect((await page(`/case-studies/gone-${i}`)).statusCode).toBe(404);
    const about = drawn('/about');
    expect((await page('/about')).statusCode).toBe(200);
    expect(drawn('/about')).toBe(about);
  }, 60_000);
});

describe('when the API cannot say', () => {
  it('never calls a detail page gone, but still knows an address the site has no route for', async () => {
    const deadUrl = await deadLocalUrl();
    const withoutApi = await startShellWith(deadUrl);
    try {
      const detail = await withoutApi.inject({
        url: '/case-studies/anything',
        headers: { accept: 'text/html' },
      });
      expect(detail.statusCode).toBe(200);
      const unknown = await withoutApi.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await withoutApi.close();
    }
  });
});

describe("a remote's own server", () => {
  it('answers any page URL with its index (its router decides), never to be indexed', async () => {
    const remote = await createStaticServer({ app: 'public-site', root });
    try {
      const response = await remote.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    } finally {
      await remote.close();
    }
  });
});
