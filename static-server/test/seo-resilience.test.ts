import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { startFakeContentApi, type FakeContentApi } from './fake-content-api';
import { canonicalOf, jsonLdOf, metaOf, titleOf } from './head-tags';
import { BASE, createShellBuild, seedContent, startShell } from './seo-fixtures';
import { deadLocalUrl } from './fixtures';

let root: string;
let api: FakeContentApi;
const shells: FastifyInstance[] = [];

beforeAll(async () => {
  root = createShellBuild();
  api = await startFakeContentApi(seedContent());
});

afterAll(async () => {
  await Promise.all(shells.map((shell) => shell.close()));
  await api.close();
  fs.rmSync(root, { recursive: true, force: true });
});

async function shellFor(apiUrl: string, options: Parameters<typeof startShell>[2] = {}) {
  const shell = await startShell(root, apiUrl, options);
  shells.push(shell);
  return (url: string) => shell.inject({ url, headers: { accept: 'text/html' } });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('hostile content', () => {
  it('escapes every value it puts into the page', async () => {
    const hostileTitle = '</title><script>alert(1)</script> & "quotes"';
    api.content.services.push({
      id: 'hostile',
      title: hostileTitle,
      description: '"><img src=x onerror=alert(2)> $& $1',
      image: '/images/x.webp"><script>alert(3)</script>',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    const html = (await (await shellFor(api.url))('/services/hostile')).body;
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toMatch(/<img src=x/);
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe(`${hostileTitle} | Mwangaza Analytics`);
    expect(metaOf(html, 'description')).toBe('"><img src=x onerror=alert(2)> $& $1');
    expect(metaOf(html, 'og:image')).toBe(`${BASE}/images/x.webp"><script>alert(3)</script>`);
    // The JSON-LD carries the title with `<` escaped, and still parses back to it.
    expect(html).toContain('\\u003c/title>\\u003cscript>');
    const breadcrumbs = jsonLdOf(html).find((data) => data['@type'] === 'BreadcrumbList');
    expect(JSON.stringify(breadcrumbs)).toContain(JSON.stringify(hostileTitle));
    api.content.services.pop();
  });
});

describe('when the API fails', () => {
  it('falls back to the section’s generic tags when the API is down', async () => {
    const deadUrl = await deadLocalUrl();

    const response = await (await shellFor(deadUrl))('/services/data-pipelines');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Services | Mwangaza Analytics');
    expect(metaOf(response.body, 'robots')).toBeUndefined();
    expect(canonicalOf(response.body)).toBe(`${BASE}/services/data-pipelines`);
  });

  it('does not wait for a slow API longer than its timeout', async () => {
    const page = await shellFor(api.url, { timeoutMs: 150 });
    api.delayMs = 2_000;
    try {
      const started = Date.now();
      const response = await page('/case-studies/hospital-analytics');
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe('Case Studies | Mwangaza Analytics');
    } finally {
      api.delayMs = 0;
    }
  });
});

describe('caching', () => {
  it('reuses a page while the content version stays, then revalidates its answer with the ETag', async () => {
    const page = await shellFor(api.url, { cacheTtlMs: 60_000 });
    const asked = () => api.requests.filter((request) => request.path === '/api/services/training');
    const before = asked().length;
    await page('/services/training');
    await page('/services/training');
    expect(asked().length - before).toBe(1);

    // Another item changes: the API's content version moves, so the page is made again.
    api.content.services.push({ id: 'data-mesh', title: 'Data Mesh', updatedAt: '2026-01-05T10:00:00.000Z' });
    const html = (await page('/services/training')).body;
    api.content.services.pop();
    expect(asked().length - before).toBe(2);
    expect(asked().at(-1)?.ifNoneMatch).toMatch(/^W\//);
    expect(titleOf(html)).toBe('Training | Mwangaza Analytics');
  });

  it('shows an edited title once the TTL has passed', async () => {
    const page = await shellFor(api.url, { cacheTtlMs: 100 });
    expect(titleOf((await page('/services/data-lakes')).body)).toBe('Data Lakes | Mwangaza Analytics');
    const item = api.content.services.find((service) => service.id === 'data-lakes');
    if (!item) throw new Error('fixture missing');
    item.title = 'Lakehouses';
    await sleep(150);
    expect(titleOf((await page('/services/data-lakes')).body)).toBe('Lakehouses | Mwangaza Analytics');
    item.title = 'Data Lakes';
  });
});
