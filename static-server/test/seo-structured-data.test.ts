import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { startFakeContentApi, type FakeContentApi } from './fake-content-api';
import { jsonLdOf } from './head-tags';
import { BASE, createShellBuild, seedContent, startShell } from './seo-fixtures';

/**
 * Each page's JSON-LD as search engines read it: the properties schema.org defines for its type (the
 * builders are typed with schema-dts, so any other fails the typecheck) and the ones Google's
 * structured-data guidelines require or recommend, checked on the pages the server really sends.
 */
let root: string;
let api: FakeContentApi;
let shell: FastifyInstance;

beforeAll(async () => {
  root = createShellBuild();
  api = await startFakeContentApi({
    ...seedContent(),
    insights: [
      {
        id: 'insight1',
        slug: 'clean-data-first',
        title: 'Clean data first',
        summary: 'Why cleansing comes before models.',
        body: 'De-duplicate and validate.',
        image: '/api/media/abc1234/1200w-0123456789abcdef.jpg',
        authorName: 'Wanjiru Kamau',
        publishAt: '2026-03-01T06:00:00.000Z',
        createdAt: '2026-02-20T08:00:00.000Z',
        updatedAt: '2026-03-02T08:00:00.000Z',
      },
    ],
  });
  shell = await startShell(root, api.url);
});

afterAll(async () => {
  await shell.close();
  await api.close();
  fs.rmSync(root, { recursive: true, force: true });
});

type Node = Record<string, unknown>;

async function structuredDataOf(path: string, type: string): Promise<Node> {
  const response = await shell.inject({ url: path });
  expect(response.statusCode).toBe(200);
  const blocks = jsonLdOf(response.body);
  const node = blocks.find((block) => block['@type'] === type);
  expect(node).toBeDefined();
  // One subject per page, and every block states its vocabulary.
  expect(blocks.filter((block) => block['@type'] === type)).toHaveLength(1);
  for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  return node!;
}

const isIsoDate = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value);
const isAbsolute = (value: unknown) => typeof value === 'string' && /^https:\/\//.test(value);
const ORGANISATION = { '@type': 'Organization', name: 'Mwangaza Analytics', url: `${BASE}/` };

/** Google's Article guidelines: headline, image (absolute), datePublished, dateModified, author with a name. */
function expectGoogleArticle(node: Node, url: string) {
  expect(typeof node.headline).toBe('string');
  expect((node.headline as string).length).toBeLessThanOrEqual(110);
  expect(Array.isArray(node.image) && (node.image as unknown[]).every(isAbsolute)).toBe(true);
  expect(isIsoDate(node.datePublished)).toBe(true);
  expect(isIsoDate(node.dateModified)).toBe(true);
  expect((node.author as Node)?.name).toEqual(expect.any(String));
  expect(['Person', 'Organization']).toContain((node.author as Node)['@type']);
  expect(node.publisher).toEqual(ORGANISATION);
  expect(node.url).toBe(url);
  expect(node.mainEntityOfPage).toBe(url);
}

describe('JSON-LD of content pages', () => {
  it('describes a service as a schema.org Service: name, description, provider, areaServed, url, image', async () => {
    const node = await structuredDataOf('/services/data-pipelines', 'Service');
    expect(node).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      inLanguage: 'en',
      name: 'Data Pipelines',
      description: 'Reliable, monitored pipelines.',
      serviceType: 'Data Pipelines',
      provider: ORGANISATION,
      areaServed: [
        { '@type': 'Country', name: 'Kenya' },
        { '@type': 'Place', name: 'Africa' },
      ],
      url: `${BASE}/services/data-pipelines`,
      image: `${BASE}/images/services/data-pipelines.webp`,
    });
  });

  it('describes a case study as an Article about its client', async () => {
    const url = `${BASE}/case-studies/hospital-waiting-times`;
    const node = await structuredDataOf('/case-studies/hospital-waiting-times', 'Article');
    expectGoogleArticle(node, url);
    expect(node).toMatchObject({
      headline: 'Cutting waiting times at a Nairobi hospital',
      description: 'A hospital group wanted shorter queues.',
      image: ['https://cdn.example.com/hospital.webp'],
      about: { '@type': 'Organization', name: 'Nairobi Hospital Group' },
      // Written by the consultancy: no staff author.
      author: ORGANISATION,
      datePublished: '2026-01-20T08:00:00.000Z',
      dateModified: '2026-02-01T08:00:00.000Z',
    });
  });

  it('describes an insight as an Article by its author, with its library cover image', async () => {
    const url = `${BASE}/insights/clean-data-first`;
    const node = await structuredDataOf('/insights/clean-data-first', 'Article');
    expectGoogleArticle(node, url);
    expect(node).toMatchObject({
      author: { '@type': 'Person', name: 'Wanjiru Kamau' },
      image: [`${BASE}/api/media/abc1234/1200w-0123456789abcdef.jpg`],
      datePublished: '2026-03-01T06:00:00.000Z',
    });
    expect(node).not.toHaveProperty('about');
  });

  it('gives every detail page its breadcrumbs (Google: ListItem position, name, item)', async () => {
    for (const [path, section] of [
      ['/services/data-pipelines', 'Services'],
      ['/case-studies/hospital-waiting-times', 'Case Studies'],
      ['/insights/clean-data-first', 'Insights'],
    ] as const) {
      const node = await structuredDataOf(path, 'BreadcrumbList');
      const items = node.itemListElement as Node[];
      expect(items.map((item) => [item['@type'], item.position])).toEqual([
        ['ListItem', 1],
        ['ListItem', 2],
        ['ListItem', 3],
      ]);
      expect(items[1]!.name).toBe(section);
      expect(items[2]!.item).toBe(`${BASE}${path}`);
    }
  });

  it('marks the page-specific blocks so the public site can replace them after a client-side navigation', async () => {
    const html = (await shell.inject({ url: '/services/data-pipelines' })).body;
    expect(html.match(/<script type="application\/ld\+json" data-page-structured-data>/g)).toHaveLength(2);
    // The site-wide Organization is not the page's: it stays.
    expect(html).toMatch(
      /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Organization"/,
    );
    // A page without an item of its own carries only the Organization.
    const about = (await shell.inject({ url: '/about' })).body;
    expect(jsonLdOf(about).map((block) => block['@type'])).toEqual(['Organization']);
  });
});
