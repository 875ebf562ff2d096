import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mediaImageFixture } from '@mwangaza/shared/testing/media-image';
import { startFakeContentApi, type FakeContentApi, type FakeItem } from './fake-content-api';
import { BASE, createShellBuild, seedContent, startShell } from './seo-fixtures';
import { jsonLdOf } from './head-tags';

// The fake API is the public API: it answers only what visitors may see, so a draft is never in its list.
const insights: FakeItem[] = [
  {
    id: 'older',
    slug: 'clean-data-first',
    title: 'Clean data first',
    summary: 'Why cleansing comes before models.',
    body: '## Start here\n\nDe-duplicate & validate. A [guide](/services/cleansing-validation).\n\n![Duplicate rows by source](/api/media/abc1234/800w-0123456789abcdef.jpg)',
    inlineMedia: [
      mediaImageFixture(
        '/api/media/abc1234/800w-0123456789abcdef.jpg',
        [
          ['webp', 400],
          ['jpeg', 800],
        ],
        { width: 800, height: 450 },
      ),
    ],
    image: '/images/services/cleansing-validation.webp',
    authorName: 'Wanjiru Kamau',
    tags: ['data-quality'],
    publishAt: null,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-02-10T08:00:00.000Z',
  },
  {
    id: 'newer',
    slug: 'fraud-signals',
    title: 'Fraud signals <in> M-Pesa & "friends"',
    summary: 'Five patterns to look for first.',
    body: 'Bursts at odd hours. <script>alert(1)</script>',
    image: 'https://cdn.example.com/fraud.webp',
    authorName: 'Demo Administrator',
    tags: ['fraud', 'mobile-money'],
    publishAt: '2026-03-01T06:00:00.000Z',
    createdAt: '2026-02-20T08:00:00.000Z',
    updatedAt: '2026-03-01T06:00:00.000Z',
  },
];

let root: string;
let api: FakeContentApi;
let shell: FastifyInstance;

beforeAll(async () => {
  root = createShellBuild();
  api = await startFakeContentApi({ ...seedContent(), insights });
  shell = await startShell(root, api.url);
});

afterAll(async () => {
  await shell.close();
  await api.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Fetches a feed, checks it is served as `type` and is well-formed XML, and parses it. */
async function validFeed(url: string, type: string) {
  const response = await shell.inject({ url });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(`${type}; charset=utf-8`);
  expect(XMLValidator.validate(response.body)).toBe(true);
  return parser.parse(response.body);
}

describe('/insights/feed.xml (RSS 2.0)', () => {
  it('is well-formed RSS 2.0 of the published insights, newest first, with full content and absolute links', async () => {
    const { rss } = await validFeed('/insights/feed.xml', 'application/rss+xml');
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.title).toBe('Mwangaza Analytics Insights');
    expect(rss.channel.link).toBe(`${BASE}/insights`);
    // The channel changed when its newest entry did.
    expect(new Date(rss.channel.lastBuildDate).toISOString()).toBe('2026-03-01T06:00:00.000Z');
    const items = asList(rss.channel.item);
    expect(items.map((item: { link: string }) => item.link)).toEqual([
      `${BASE}/insights/fraud-signals`,
      `${BASE}/insights/clean-data-first`,
    ]);
    // Escaped in the XML, the title reads back exactly as written.
    expect(items[0].title).toBe('Fraud signals <in> M-Pesa & "friends"');
    const older = items[1];
    expect(older.description).toBe('Why cleansing comes before models.');
    expect(older['content:encoded']).toContain('<h2>Start here</h2>');
    expect(older['content:encoded']).toContain('De-duplicate &amp; validate.');
    // The body's library image, every URL absolute (a reader fetches it from the feed's site).
    expect(older['content:encoded']).toContain(
      `<img src="${BASE}/api/media/abc1234/800w-0123456789abcdef.jpg" alt="Duplicate rows by source" width="800" height="450"`,
    );
    expect(older['content:encoded']).toContain(
      `srcset="${BASE}/api/media/abc1234/400w-aaaaaaaaaaaaaaaa.webp 400w"`,
    );
    // Raw HTML in a body is text, never markup, in the feed too.
    expect(items[0]['content:encoded']).toContain('&lt;script&gt;');
    expect(older.enclosure['@url']).toBe(`${BASE}/images/services/cleansing-validation.webp`);
    // RSS has one date: when it was published (published at once: when it was written), not its last edit.
    expect(new Date(older.pubDate).toISOString()).toBe('2026-01-05T08:00:00.000Z');
  });
});

describe('/insights/atom.xml (Atom)', () => {
  it('is well-formed Atom with each entry published and updated, and its author', async () => {
    const { feed } = await validFeed('/insights/atom.xml', 'application/atom+xml');
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`${BASE}/insights`);
    expect(feed.updated).toBe('2026-03-01T06:00:00.000Z');
    const self = asList(feed.link).find((link: Record<string, string>) => link['@rel'] === 'self');
    expect(self['@href']).toBe(`${BASE}/insights/atom.xml`);
    const entries = asList(feed.entry);
    expect(entries).toHaveLength(2);
    const [newer, older] = entries;
    expect(newer.published).toBe('2026-03-01T06:00:00.000Z');
    expect(older.published).toBe('2026-01-05T08:00:00.000Z');
    expect(older.updated).toBe('2026-02-10T08:00:00.000Z');
    expect(older.author.name).toBe('Wanjiru Kamau');
    expect(older.content['#text']).toContain('<h2>Start here</h2>');
    expect(older.content['#text']).toContain(
      `<img src="${BASE}/api/media/abc1234/800w-0123456789abcdef.jpg"`,
    );
  });

  it('answers 503 rather than an empty feed when the API cannot be read', async () => {
    const down = await startShell(root, 'http://127.0.0.1:9', { timeoutMs: 200 });
    try {
      const response = await down.inject({ url: '/insights/atom.xml' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: 'The feed is unavailable. Please try again later.',
      });
    } finally {
      await down.close();
    }
  });
});

describe('head of every public page', () => {
  it('links both feeds, and an insight page carries its Article JSON-LD', async () => {
    const home = (await shell.inject({ url: '/' })).body;
    expect(home).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Mwangaza Analytics Insights" href="${BASE}/insights/feed.xml">`,
    );
    expect(home).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Mwangaza Analytics Insights" href="${BASE}/insights/atom.xml">`,
    );
    const page = (await shell.inject({ url: '/insights/clean-data-first' })).body;
    const article = jsonLdOf(page).find((block) => block['@type'] === 'Article');
    // schema.org Article as search engines read it: headline, image, dates, author, publisher.
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      inLanguage: 'en',
      headline: 'Clean data first',
      description: 'Why cleansing comes before models.',
      image: [`${BASE}/images/services/cleansing-validation.webp`],
      url: `${BASE}/insights/clean-data-first`,
      mainEntityOfPage: `${BASE}/insights/clean-data-first`,
      datePublished: '2026-01-05T08:00:00.000Z',
      dateModified: '2026-02-10T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Wanjiru Kamau' },
      publisher: { '@type': 'Organization', name: 'Mwangaza Analytics', url: `${BASE}/` },
    });
    expect(page).toContain(`<link rel="canonical" href="${BASE}/insights/clean-data-first">`);
    expect(page).toContain(
      `<meta property="og:image" content="${BASE}/images/services/cleansing-validation.webp">`,
    );
    // A service page is not an article.
    const service = (await shell.inject({ url: '/services/data-lakes' })).body;
    expect(service).not.toContain('"@type":"Article"');
  });
});
