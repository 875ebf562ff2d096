import { editableBody } from '@mwangaza/shared/testing/editable-body';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

const caseStudy = {
  title: 'Fraud Detection (a.b) for a SACCO — Café edition',
  client: 'Umoja SACCO',
  category: 'Finance',
  brief: 'Spotting fraudulent withdrawals in real time.',
  image: '/images/case-studies/umoja.webp',
  results: ['Fraud losses down 40%'],
};

const t = setUpTestApp({ sessions: true });

const create = async (body: Record<string, unknown>) => {
  const result = await t.call('POST', '/case-studies', { token: t.tokens.editor, body });
  return result;
};

describe('slugs', () => {
  it('seeded items keep their readable ids as slugs (the footer links keep working)', async () => {
    const { body } = await t.call('GET', '/services/big-data-analytics');
    expect(body.data.service).toMatchObject({ id: 'big-data-analytics', slug: 'big-data-analytics' });
    const culture = (await t.call('GET', '/culture/curiosity-first')).body.data.cultureItem;
    expect(culture.slug).toBe('curiosity-first');
  });

  it('makes a slug from the title, with -2, -3 on a collision', async () => {
    const first = (await create(caseStudy)).body.data.caseStudy;
    expect(first.slug).toBe('fraud-detection-ab-for-a-sacco-cafe-edition');
    expect(first.id).toMatch(/^[a-z0-9]{7}$/);
    expect((await create(caseStudy)).body.data.caseStudy.slug).toBe(
      'fraud-detection-ab-for-a-sacco-cafe-edition-2',
    );
    expect((await create(caseStudy)).body.data.caseStudy.slug).toBe(
      'fraud-detection-ab-for-a-sacco-cafe-edition-3',
    );
  });

  it('keeps long slugs within 80 characters, cut at a word', async () => {
    const slug = (await create({ ...caseStudy, title: 'Word '.repeat(30) })).body.data.caseStudy.slug;
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word(-word)+$/);
  });

  it('validates an edited slug and refuses one another item has', async () => {
    const bad = await create({ ...caseStudy, slug: 'Not A Slug' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^slug /);
    expect((await create({ ...caseStudy, slug: `a${'-b'.repeat(40)}` })).status).toBe(400);
    const taken = await create({ ...caseStudy, slug: 'cocoa-yield-forecasting' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      success: false,
      message: 'This address is already used by another case study. Choose another slug.',
    });
  });

  it('resolves the id, the slug and every earlier slug to the item, which names its current slug', async () => {
    const item = (await create({ ...caseStudy, title: 'Renamed Project' })).body.data.caseStudy;
    const fields = editableBody(item);
    await t.call('PUT', `/case-studies/${item.id}`, {
      token: t.tokens.editor,
      body: { ...fields, slug: 'second-name' },
    });
    const renamed = await t.call('PUT', `/case-studies/${item.id}`, {
      token: t.tokens.editor,
      body: { ...fields, slug: 'third-name' },
    });
    expect(renamed.body.data.caseStudy.slug).toBe('third-name');

    for (const key of [item.id, 'renamed-project', 'second-name', 'third-name']) {
      const { status, body } = await t.call('GET', `/case-studies/${key}`);
      expect(status).toBe(200);
      expect(body.data.caseStudy).toMatchObject({ id: item.id, slug: 'third-name' });
    }
    // A PUT without a slug keeps the current one.
    const { slug: _slug, ...withoutSlug } = fields;
    expect(
      (await t.call('PUT', `/case-studies/${item.id}`, { token: t.tokens.editor, body: withoutSlug })).body
        .data.caseStudy.slug,
    ).toBe('third-name');
    // Another item may take an earlier slug: its current owner wins.
    const taker = (await create({ ...caseStudy, slug: 'second-name' })).body.data.caseStudy;
    expect((await t.call('GET', '/case-studies/second-name')).body.data.caseStudy.id).toBe(taker.id);
  });

  it('gives documents without a slug one on start: their readable id, or one made from the title', async () => {
    const { CaseStudy } = t.app.db.models;
    await CaseStudy.collection.insertOne({
      id: 'q1w2e3r',
      title: 'Legacy Story',
      client: 'C',
      category: 'Other',
      brief: 'B',
      image: '/x.webp',
      results: ['R'],
      featured: false,
      status: 'published',
      publishAt: null,
      version: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await CaseStudy.collection.updateOne({ id: 'telco-churn-realtime' }, { $unset: { slug: 1 } });
    await t.app.content['case-studies'].ensureSlugs();
    expect((await t.call('GET', '/case-studies/q1w2e3r')).body.data.caseStudy.slug).toBe('legacy-story');
    expect((await t.call('GET', '/case-studies/legacy-story')).body.data.caseStudy.id).toBe('q1w2e3r');
    expect((await t.call('GET', '/case-studies/telco-churn-realtime')).body.data.caseStudy.slug).toBe(
      'telco-churn-realtime',
    );
  });
});

describe('a slug names one item, whichever way it is read', () => {
  it("refuses a slug that is another item's id, and makes titles avoid ids", async () => {
    const other = (await create({ ...caseStudy, title: 'Id Holder' })).body.data.caseStudy;
    const clash = await create({ ...caseStudy, slug: other.id });
    expect(clash.status).toBe(409);
    const seededIdTitle = await t.call('POST', '/services', {
      token: t.tokens.editor,
      body: { title: 'Training', description: 'D', fullDescription: 'F', image: '/x.webp', features: ['F'] },
    });
    expect(seededIdTitle.body.data.service.slug).toBe('training-2');
    expect((await t.call('GET', '/services/training')).body.data.service.id).toBe('training');
  });
});
