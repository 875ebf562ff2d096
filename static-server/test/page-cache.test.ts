import zlib from 'node:zlib';
import { titleOf, metaOf } from './head-tags';
import { setUpShellOnRealApi } from './shell-on-real-api';

jest.setTimeout(30_000);

// The shell's server in front of the real API (embedded database): its cached pages follow publishing.
const site = setUpShellOnRealApi();

afterEach(() => site.api.app.publishingClock.set(null));

const page = (url: string) =>
  site.shell.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
const htmlOf = (response: Awaited<ReturnType<typeof page>>) =>
  zlib.brotliDecompressSync(response.rawPayload).toString();

const SERVICE = {
  description: 'Dashboards for every branch.',
  fullDescription: 'Daily figures for every branch manager, from the systems they already use.',
  image: '/images/services/data-pipelines.webp',
  features: ['Daily figures - from the tills and the ledger'],
};

/** The new item's id (for the API) and its public address (ids redirect to it). */
async function createDraft(title: string): Promise<{ id: string; url: string }> {
  const created = await site.api.call('POST', '/services', {
    token: site.editor,
    body: { ...SERVICE, title, status: 'draft' },
  });
  expect(created.status).toBe(201);
  const service = created.body.data.service as { id: string; slug: string };
  return { id: service.id, url: `/services/${service.slug}` };
}

it('sends the same cached page, brotli-compressed, until the content changes', async () => {
  const first = await page('/services');
  const second = await page('/services');
  expect(first.headers['content-encoding']).toBe('br');
  expect(first.headers.vary).toMatch(/accept-encoding/i);
  expect(first.headers['content-security-policy']).toBeDefined();
  expect(second.headers.etag).toBe(first.headers.etag);
  expect(titleOf(htmlOf(first))).toBe('Services | Mwangaza Analytics');

  const revalidated = await site.shell.inject({
    url: '/services',
    headers: { accept: 'text/html', 'if-none-match': String(first.headers.etag) },
  });
  expect(revalidated.statusCode).toBe(304);
  const plain = await site.shell.inject({ url: '/services', headers: { accept: 'text/html' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(htmlOf(first));
});

it('shows a published item on the next request, and hides it again once unpublished', async () => {
  const { id, url } = await createDraft('Branch Dashboards');
  const draft = await page(url);
  expect(draft.statusCode).toBe(404);
  expect(metaOf(htmlOf(draft), 'robots')).toBe('noindex');

  await site.api.call('POST', `/services/${id}/publish`, { token: site.editor });
  const publishedPage = await page(url);
  expect(publishedPage.statusCode).toBe(200);
  const published = htmlOf(publishedPage);
  expect(titleOf(published)).toBe('Branch Dashboards | Mwangaza Analytics');
  expect(metaOf(published, 'robots')).toBeUndefined();

  await site.api.call('POST', `/services/${id}/unpublish`, { token: site.editor });
  const unpublished = await page(url);
  // The cached 200 is not sent again: the page is made anew under the new content version, as a 404.
  expect(unpublished.statusCode).toBe(404);
  expect(metaOf(htmlOf(unpublished), 'robots')).toBe('noindex');
});

it('shows an edited title on the next request', async () => {
  const { id, url } = await createDraft('Stock Forecasts');
  await site.api.call('POST', `/services/${id}/publish`, { token: site.editor });
  expect(titleOf(htmlOf(await page(url)))).toBe('Stock Forecasts | Mwangaza Analytics');
  const saved = await site.api.call('PUT', `/services/${id}`, {
    token: site.editor,
    body: { ...SERVICE, title: 'Stock and Sales Forecasts' },
  });
  expect(saved.status).toBe(200);
  expect(titleOf(htmlOf(await page(url)))).toBe('Stock and Sales Forecasts | Mwangaza Analytics');
});

it('shows a scheduled item on the first request after it falls due', async () => {
  const { id, url } = await createDraft('Scheduled Insights');
  const at = new Date(Date.now() + 3_600_000);
  await site.api.call('POST', `/services/${id}/schedule`, {
    token: site.editor,
    body: { publishAt: at.toISOString() },
  });
  expect(metaOf(htmlOf(await page(url)), 'robots')).toBe('noindex');

  site.api.app.publishingClock.set(new Date(at.getTime() + 1000));
  expect(titleOf(htmlOf(await page(url)))).toBe('Scheduled Insights | Mwangaza Analytics');
});

it('redirects an earlier address to the new slug on the first request after the change', async () => {
  const { id, url } = await createDraft('Fleet Costs');
  await site.api.call('POST', `/services/${id}/publish`, { token: site.editor });
  expect((await page(url)).statusCode).toBe(200);
  const saved = await site.api.call('PUT', `/services/${id}`, {
    token: site.editor,
    body: { ...SERVICE, title: 'Fleet Costs', slug: 'fleet-running-costs' },
  });
  expect(saved.status).toBe(200);
  const moved = await page(url);
  expect(moved.statusCode).toBe(301);
  expect(moved.headers.location).toMatch(/\/services\/fleet-running-costs$/);
});

it('makes a page opened from an e-mailed link (a token in its query) for each visit, never from the cache', async () => {
  const url = '/newsletter/unsubscribe?token=abcdefghij.klmnop';
  for (const response of [await page(url), await page(url)]) {
    // Cached pages are kept brotli-compressed: these are made afresh, as their state may have changed.
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toMatch(/no-cache/);
  }
  const cached = await page('/services');
  expect(cached.headers['content-encoding']).toBe('br');
});
