import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

const t = setUpTestApp({ sessions: true });

afterEach(() => t.app.publishingClock.set(null));

// A person of the seeded sample team signs the insights.
const authorId = 'wanjiku-kariuki';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

const insight = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: 'What a dashboard needs before anyone opens it.',
  body: `## Start from the decision\n\n${words(450)}`,
  image: '/images/services/data-visualization.webp',
  author: authorId,
  tags: ['dashboards', 'data-visualization'],
  relatedServices: ['data-visualization'],
  ...extra,
});

async function create(title: string, extra: Record<string, unknown> = {}) {
  const created = await t.call('POST', '/insights', { token: t.tokens.editor, body: insight(title, extra) });
  expect(created.status).toBe(201);
  return created.body.data.insight as Record<string, unknown> & { id: string; slug: string; version: number };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const listed = (body: { data?: any }) => (body.data.insights as { id: string }[]).map((item) => item.id);

describe('insights', () => {
  it('creates an insight with its slug, author by name and profile, and reading time, and reads it by slug', async () => {
    const created = await create('Dashboards for a county health team');
    expect(created).toMatchObject({
      slug: 'dashboards-for-a-county-health-team',
      authorName: 'Wanjiku Kariuki',
      authorProfile: {
        id: 'wanjiku-kariuki',
        slug: 'wanjiku-kariuki',
        name: 'Wanjiku Kariuki',
        role: 'Lead Data Scientist',
        image: expect.stringMatching(/^\/api\/media\//),
        imageMedia: expect.objectContaining({ alt: expect.stringMatching(/Wanjiku Kariuki/) }),
      },
      // 455 words at 200 a minute.
      readingTime: 3,
      status: 'published',
      version: 1,
    });
    const read = await t.call('GET', '/insights/dashboards-for-a-county-health-team');
    expect(read.status).toBe(200);
    expect(read.body.message).toBe('Insight retrieved successfully');
    expect(read.body.data.insight.id).toBe(created.id);
    expect(read.body.data.insight.updatedBy).toBeUndefined();
    expect((await t.call('GET', '/insights/no-such-insight')).body).toEqual({
      success: false,
      message: 'Insight not found',
    });
  });

  it('filters the public list by tag, by service and by a search of the body', async () => {
    const tagged = await create('Fraud signals', {
      tags: ['fraud-signals'],
      relatedServices: ['data-lakes'],
    });
    const other = await create('Clean data first', {
      tags: ['data-quality'],
      body: 'Cleanse before modelling.',
    });
    expect(listed((await t.call('GET', '/insights?tag=fraud-signals')).body)).toEqual([tagged.id]);
    expect(listed((await t.call('GET', '/insights?service=data-lakes')).body)).toEqual([tagged.id]);
    expect(listed((await t.call('GET', '/insights?search=before%20modelling')).body)).toEqual([other.id]);
    expect((await t.call('GET', '/insights?tag=Not%20a%20tag')).status).toBe(400);
    const paged = (await t.call('GET', '/insights?limit=1&page=2')).body.data;
    expect(paged.insights).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1 });
  });

  it('keeps drafts and scheduled insights from visitors until they are due', async () => {
    const draft = await create('A draft insight', { status: 'draft' });
    const due = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await create('A scheduled insight', { publishAt: due });
    const publicIds = async () => listed((await t.call('GET', '/insights?limit=100')).body);
    expect(await publicIds()).not.toEqual(expect.arrayContaining([draft.id]));
    expect(await publicIds()).not.toEqual(expect.arrayContaining([scheduled.id]));
    expect((await t.call('GET', `/insights/${draft.id}`)).status).toBe(404);
    const staff = await t.call('GET', '/insights/admin/all?status=draft&limit=100', {
      token: t.tokens.editor,
    });
    expect(listed(staff.body)).toContain(draft.id);

    t.app.publishingClock.set(new Date(Date.parse(due) + 1_000));
    expect(await publicIds()).toContain(scheduled.id);
    const published = await t.call('POST', `/insights/${draft.id}/publish`, { token: t.tokens.editor });
    expect(published.status).toBe(200);
    expect(await publicIds()).toContain(draft.id);
  });

  it('replaces with If-Match, keeps revisions and restores one', async () => {
    const created = await create('Revisions of an insight');
    const renamed = insight('Revisions of an insight, renamed');
    const saved = await t.call('PUT', `/insights/${created.id}`, {
      token: t.tokens.editor,
      body: renamed,
      headers: { 'if-match': `"${created.version}"` },
    });
    expect(saved.status).toBe(200);
    const stale = await t.call('PUT', `/insights/${created.id}`, {
      token: t.tokens.editor,
      body: renamed,
      headers: { 'if-match': `"${created.version}"` },
    });
    expect(stale.status).toBe(412);
    const revisions = (await t.call('GET', `/insights/${created.id}/revisions`, { token: t.tokens.editor }))
      .body.data.revisions as { id: string; number: number }[];
    const first = revisions.find((revision) => revision.number === 1)!;
    const restored = await t.call('POST', `/insights/${created.id}/revisions/${first.id}/restore`, {
      token: t.tokens.editor,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.insight).toMatchObject({ title: 'Revisions of an insight', readingTime: 3 });
  });

  it('validates the body: limits, tags, and references that exist', async () => {
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ title: 'x'.repeat(161) }, /title/],
      [{ summary: 'x'.repeat(401) }, /summary/],
      [{ tags: ['Not A Tag'] }, /tags/],
      [{ tags: Array.from({ length: 11 }, (_, index) => `tag-${index}`) }, /tags/],
      [{ author: 'no-such-person' }, 'author: "no-such-person" does not exist'],
      [{ relatedServices: ['no-such-service'] }, 'relatedServices: "no-such-service" does not exist'],
      [{ image: 'javascript:alert(1)' }, /image/],
    ];
    for (const [change, message] of cases) {
      const response = await t.call('POST', '/insights', {
        token: t.tokens.editor,
        body: insight('Bad', change),
      });
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toMatch(message);
    }
    // A staff account is not a person: the byline names people.
    const me = (await t.call('GET', '/auth/me', { token: t.tokens.editor })).body.data.user.id as string;
    const byAccount = await t.call('POST', '/insights', {
      token: t.tokens.editor,
      body: insight('Bad', { author: me }),
    });
    expect(byAccount.body.message).toBe(`author: "${me}" does not exist`);
    expect(
      (
        await t.call('POST', '/insights', {
          token: t.tokens.editor,
          body: insight('Bad', { authorRole: 'Lead' }),
        })
      ).status,
    ).toBe(400);
  });

  it("signs an insight without an author as the consultancy's, and leaves out an unpublished author's profile", async () => {
    const { author: _author, ...anonymous } = insight('Announcing our Kigali office');
    const created = await t.call('POST', '/insights', { token: t.tokens.editor, body: anonymous });
    expect(created.status).toBe(201);
    expect(created.body.data.insight).not.toHaveProperty('authorProfile');
    const person = await t.call('POST', '/people', {
      token: t.tokens.editor,
      body: { name: 'Grace Njeri', role: 'Analyst', status: 'draft' },
    });
    expect(person.status).toBe(201);
    const byDraft = await create('Written before the profile', { author: person.body.data.person.id });
    expect(byDraft.authorName).toBe('Grace Njeri');
    expect(byDraft).not.toHaveProperty('authorProfile');
  });

  it("lists a person's insights", async () => {
    const mine = await create('Signed by Chinedu', { author: 'chinedu-okafor' });
    const { body } = await t.call('GET', '/insights?author=chinedu-okafor&limit=100');
    expect(listed(body)).toContain(mine.id);
    expect(listed(body)).not.toContain('mobile-money-fraud-signals');
  });

  it('lets only editors and admins write', async () => {
    const body = insight('Who may write');
    expect((await t.call('POST', '/insights', { body })).status).toBe(401);
    expect((await t.call('POST', '/insights', { token: t.tokens.user, body })).status).toBe(403);
    const created = await create('Written by an editor');
    expect((await t.call('DELETE', `/insights/${created.id}`, { token: t.tokens.user })).status).toBe(403);
    expect((await t.call('DELETE', `/insights/${created.id}`, { token: t.tokens.admin })).status).toBe(200);
    expect((await t.call('GET', `/insights/${created.id}`)).status).toBe(404);
  });

  it('is documented in the OpenAPI document with its schemas', async () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
    };
    const list = doc.paths['/api/insights/']?.get ?? doc.paths['/api/insights']?.get;
    expect(list?.summary).toMatch(/insights/i);
    const replace = doc.paths['/api/insights/{id}']?.put;
    expect(replace?.summary).toMatch(/insight/i);
    expect(JSON.stringify(replace?.requestBody)).toContain('The id of a person');
  });
});
