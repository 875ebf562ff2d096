import { metaOf, titleOf } from './head-tags';
import { setUpShellOnRealApi } from './shell-on-real-api';
import { BASE } from './seo-fixtures';

// The shell's sitemap, link previews and preview pages against the real API: drafts and scheduled content
// never reach crawlers or link previews.
jest.setTimeout(30_000);

let draftId: string;
let draftSlug: string;

const draftTitle = 'Secret Merger Analytics';

const site = setUpShellOnRealApi({
  // No reuse of content answers: each test sees the API as it is now.
  seo: { cacheTtlMs: 0 },
  prepare: async (api, editor) => {
    const created = await api.call('POST', '/case-studies', {
      token: editor,
      body: {
        title: draftTitle,
        client: 'Confidential Bank',
        category: 'Finance',
        brief: 'Not announced yet.',
        image: '/images/case-studies/secret.webp',
        results: ['Not yet'],
        status: 'draft',
      },
    });
    draftId = created.body.data.caseStudy.id;
    draftSlug = created.body.data.caseStudy.slug;
  },
});

const page = (url: string) => site.shell.inject({ url, headers: { accept: 'text/html' } });

it('leaves drafts out of the sitemap until they are published', async () => {
  const before = await site.shell.inject({ url: '/sitemap.xml' });
  expect(before.body).toContain(`${BASE}/case-studies/county-hospital-readmissions`);
  expect(before.body).not.toContain(draftSlug);

  await site.api.call('POST', `/case-studies/${draftId}/publish`, { token: site.editor });
  expect((await site.shell.inject({ url: '/sitemap.xml' })).body).toContain(
    `${BASE}/case-studies/${draftSlug}`,
  );
  await site.api.call('POST', `/case-studies/${draftId}/unpublish`, { token: site.editor });
});

it("gives a draft's public URL no link preview of its content, and marks it noindex", async () => {
  // Neither its id nor its slug names it: a draft has no address a visitor can be sent to.
  for (const key of [draftId, draftSlug]) {
    const response = await page(`/case-studies/${key}`);
    expect(response.statusCode).toBe(404);
    const html = response.body;
    expect(html).not.toContain(draftTitle);
    expect(titleOf(html)).not.toContain(draftTitle);
    expect(metaOf(html, 'robots')).toMatch(/noindex/);
  }
});

it('answers preview URLs with 404, noindex and no content, whoever asks', async () => {
  const preview = await site.api.call('POST', '/case-studies/preview', {
    token: site.editor,
    body: {
      id: draftId,
      item: {
        title: draftTitle,
        client: 'X',
        category: 'Finance',
        brief: 'B',
        image: '/i.webp',
        results: ['R'],
      },
    },
  });
  const response = await page(`/preview/case-studies/${preview.body.data.token}`);
  expect(response.statusCode).toBe(404);
  expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(response.body).not.toContain(draftTitle);
});

it('tells crawlers to stay out of previews', async () => {
  expect((await site.shell.inject({ url: '/robots.txt' })).body).toContain('Disallow: /preview\n');
});
