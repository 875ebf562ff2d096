import { CASE_STUDY_CATEGORIES } from '@mwangaza/shared/schemas';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

const newCaseStudy = {
  title: 'Fraud Detection (a.b) for a SACCO',
  client: 'Umoja SACCO',
  category: 'Finance',
  brief: 'Spotting fraudulent withdrawals in real time.',
  image: '/images/case-studies/umoja.webp',
  results: ['Fraud losses down 40%'],
  challenge: 'Manual checks.',
  testimonial: { quote: 'Great work.', author: 'Jane Doe' },
};

const t = setUpTestApp({ sessions: true });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ids = (body: { data?: any }) => (body.data.caseStudies as { id: string }[]).map((c) => c.id);

describe('public reads', () => {
  it('lists case studies with detail sections and pagination', async () => {
    const { status, body } = await t.call('GET', '/case-studies?limit=100');
    expect(status).toBe(200);
    expect(body.data.pagination.total).toBeGreaterThanOrEqual(8);
    const categories = new Set(body.data.caseStudies.map((c: { category: string }) => c.category));
    expect(categories.size).toBe(7);
    const withTestimonial = body.data.caseStudies.find((c: { testimonial?: unknown }) => c.testimonial);
    expect(withTestimonial.testimonial.quote).toBeTruthy();
  });

  it('filters by featured and category', async () => {
    const featured = await t.call('GET', '/case-studies?featured=true&limit=100');
    expect(featured.body.data.caseStudies.length).toBeGreaterThanOrEqual(3);
    expect(featured.body.data.caseStudies.every((c: { featured: boolean }) => c.featured)).toBe(true);
    const notFeatured = await t.call('GET', '/case-studies?featured=false&limit=100');
    expect(notFeatured.body.data.caseStudies.every((c: { featured: boolean }) => !c.featured)).toBe(true);
    const healthcare = await t.call('GET', '/case-studies?category=Healthcare');
    expect(
      healthcare.body.data.caseStudies.every((c: { category: string }) => c.category === 'Healthcare'),
    ).toBe(true);
    expect(healthcare.body.data.pagination.total).toBe(2);
  });

  it('rejects an unknown category or featured value with 400', async () => {
    const bad = await t.call('GET', '/case-studies?category=Mining');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^category must be one of: Healthcare, Finance/);
    expect((await t.call('GET', '/case-studies?featured=yes')).body.message).toBe(
      'featured must be one of: true, false',
    );
  });

  it('searches title, client and brief case-insensitively (public)', async () => {
    expect(ids((await t.call('GET', '/case-studies?search=amana')).body)).toEqual([
      'microfinance-credit-scoring',
    ]);
    expect(ids((await t.call('GET', '/case-studies?search=SMALLHOLDER')).body)).toEqual([
      'cocoa-yield-forecasting',
    ]);
    // category is not a public search field
    expect(ids((await t.call('GET', '/case-studies?search=telecommunications')).body)).toEqual([]);
  });

  it('returns the categories in use, in the fixed order', async () => {
    const { body } = await t.call('GET', '/case-studies/categories');
    expect(body.data.categories).toEqual(CASE_STUDY_CATEGORIES);
  });

  it('returns one case study or 404 "Case study not found"', async () => {
    expect((await t.call('GET', '/case-studies/telco-churn-realtime')).body.data.caseStudy.client).toBe(
      'Savanna Mobile',
    );
    const missing = await t.call('GET', '/case-studies/missing-one');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Case study not found' });
  });
});

describe('admin', () => {
  it('searches title, client and category, and filters by category', async () => {
    const { body } = await t.call('GET', '/case-studies/admin/all?search=non-profit', {
      token: t.tokens.editor,
    });
    expect(ids(body)).toEqual(['ngo-beneficiary-data-platform']);
    const finance = await t.call('GET', '/case-studies/admin/all?category=Finance&limit=1', {
      token: t.tokens.editor,
    });
    expect(finance.body.data.pagination).toEqual({ page: 1, limit: 1, total: 2, pages: 2 });
    expect((await t.call('GET', '/case-studies/admin/all')).status).toBe(401);
  });

  it('enforces roles on every write', async () => {
    const id = 'telco-churn-realtime';
    for (const [token, status] of [
      [undefined, 401],
      [t.tokens.user, 403],
    ] as const) {
      expect((await t.call('POST', '/case-studies', { token, body: newCaseStudy })).status).toBe(status);
      expect((await t.call('PUT', `/case-studies/${id}`, { token, body: newCaseStudy })).status).toBe(status);
      expect((await t.call('PATCH', `/case-studies/${id}/featured`, { token })).status).toBe(status);
      expect((await t.call('DELETE', `/case-studies/${id}`, { token })).status).toBe(status);
    }
    expect((await t.call('GET', `/case-studies/${id}`)).body.data.caseStudy.featured).toBe(false);
  });

  it('creates (featured defaults to false), replaces, toggles featured and deletes', async () => {
    const created = await t.call('POST', '/case-studies', { token: t.tokens.editor, body: newCaseStudy });
    expect(created.status).toBe(201);
    const { id, featured, testimonial } = created.body.data.caseStudy;
    expect(featured).toBe(false);
    expect(testimonial).toEqual({ quote: 'Great work.', author: 'Jane Doe' });
    expect(ids((await t.call('GET', '/case-studies?search=a.b')).body)).toEqual([id]);

    const { challenge: _c, testimonial: _t, ...withoutSections } = newCaseStudy;
    const replaced = await t.call('PUT', `/case-studies/${id}`, {
      token: t.tokens.editor,
      body: { ...withoutSections, title: 'Renamed' },
    });
    expect(replaced.body.data.caseStudy.title).toBe('Renamed');
    expect(replaced.body.data.caseStudy).not.toHaveProperty('challenge');
    expect(replaced.body.data.caseStudy).not.toHaveProperty('testimonial');

    // Sent the way a browser client may send it: JSON content type and no body.
    const toggled = await t.call('PATCH', `/case-studies/${id}/featured`, {
      token: t.tokens.editor,
      headers: { 'content-type': 'application/json' },
    });
    expect(toggled.status).toBe(200);
    expect(toggled.body.message).toBe('Case study featured');
    expect(toggled.body.data.caseStudy.featured).toBe(true);
    const featuredIds = ids((await t.call('GET', '/case-studies?featured=true&limit=100')).body);
    expect(featuredIds).toContain(id);
    const back = await t.call('PATCH', `/case-studies/${id}/featured`, { token: t.tokens.editor });
    expect(back.body.data.caseStudy.featured).toBe(false);

    expect((await t.call('DELETE', `/case-studies/${id}`, { token: t.tokens.editor })).body.message).toBe(
      'Case study deleted successfully',
    );
    expect(
      (await t.call('PATCH', `/case-studies/${id}/featured`, { token: t.tokens.editor })).body.message,
    ).toBe('Case study not found');
  });

  it('rejects invalid bodies', async () => {
    const noResults = await t.call('POST', '/case-studies', {
      token: t.tokens.editor,
      body: { ...newCaseStudy, results: [] },
    });
    expect(noResults.body).toEqual({ success: false, message: 'results must have at least 1 item' });
    const badCategory = await t.call('POST', '/case-studies', {
      token: t.tokens.editor,
      body: { ...newCaseStudy, category: 'Mining' },
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toMatch(/^category must be one of/);
    const nested = await t.call('POST', '/case-studies', {
      token: t.tokens.editor,
      body: { ...newCaseStudy, testimonial: { quote: 'x', author: 'y', extra: true } },
    });
    expect(nested.body.message).toBe('Unknown field: testimonial.extra');
  });
});
