import { setUpTestApp, withTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

const caseStudy = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  client: 'Shamba Co-operative',
  category: 'Agriculture',
  brief: 'Yield forecasts for smallholder farms.',
  image: '/images/case-studies/shamba.webp',
  results: ['18% less post-harvest loss'],
  ...extra,
});

const t = setUpTestApp({ sessions: true });

afterEach(() => t.app.publishingClock.set(null));

async function createDraft(title: string, extra: Record<string, unknown> = {}) {
  const created = await t.call('POST', '/case-studies', {
    token: t.tokens.editor,
    body: caseStudy(title, { status: 'draft', ...extra }),
  });
  expect(created.status).toBe(201);
  return created.body.data.caseStudy as { id: string; status: string; version: number; updatedBy: string };
}

const publicIds = async (path = '/case-studies?limit=100') =>
  ((await t.call('GET', path)).body.data.caseStudies as { id: string }[]).map((c) => c.id);

describe('drafts', () => {
  it('keeps a draft out of public lists, details and featured, and shows it to staff with its state', async () => {
    const draft = await createDraft('Draft Harvest Forecasting', { featured: true });
    expect(draft).toMatchObject({ status: 'draft', version: 1, updatedBy: 'Test editor' });

    expect(await publicIds()).not.toContain(draft.id);
    expect(await publicIds('/case-studies?featured=true&limit=100')).not.toContain(draft.id);
    const detail = await t.call('GET', `/case-studies/${draft.id}`);
    expect(detail.status).toBe(404);
    expect(detail.body).toEqual({ success: false, message: 'Case study not found' });

    const staff = await t.call('GET', '/case-studies/admin/all?limit=100', { token: t.tokens.editor });
    expect(staff.body.data.caseStudies.find((c: { id: string }) => c.id === draft.id)).toMatchObject({
      status: 'draft',
    });
    const one = await t.call('GET', `/case-studies/admin/${draft.id}`, { token: t.tokens.editor });
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBe('"1"');
    expect((await t.call('GET', `/case-studies/admin/${draft.id}`)).status).toBe(401);
  });

  it('publishes seeded content and content created without a status', async () => {
    const seeded = await t.call('GET', '/services/admin/all?limit=100', { token: t.tokens.editor });
    expect(seeded.body.data.services.every((s: { status: string }) => s.status === 'published')).toBe(true);
    const created = await t.call('POST', '/case-studies', {
      token: t.tokens.editor,
      body: caseStudy('Published At Once'),
    });
    expect(created.body.data.caseStudy).toMatchObject({ status: 'published', publishAt: null });
    expect(await publicIds()).toContain(created.body.data.caseStudy.id);
    // Who saved is for staff only.
    expect(
      (await t.call('GET', `/case-studies/${created.body.data.caseStudy.id}`)).body.data.caseStudy.updatedBy,
    ).toBeUndefined();
  });

  it('filters the staff list by draft, scheduled and published', async () => {
    const draft = await createDraft('Filter Draft');
    const scheduled = await createDraft('Filter Scheduled');
    await t.call('POST', `/case-studies/${scheduled.id}/schedule`, {
      token: t.tokens.editor,
      body: { publishAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    const ids = async (status: string) =>
      (
        (
          await t.call('GET', `/case-studies/admin/all?limit=100&status=${status}`, {
            token: t.tokens.editor,
          })
        ).body.data.caseStudies as { id: string }[]
      ).map((c) => c.id);
    expect(await ids('draft')).toContain(draft.id);
    expect(await ids('draft')).not.toContain(scheduled.id);
    expect(await ids('scheduled')).toEqual([scheduled.id]);
    expect(await ids('published')).not.toContain(draft.id);
    expect(await ids('published')).toContain('county-hospital-readmissions');
    expect(
      (await t.call('GET', '/case-studies/admin/all?status=hidden', { token: t.tokens.editor })).status,
    ).toBe(400);
    // The public list takes no status filter: drafts are never a query away.
    expect((await t.call('GET', '/case-studies?status=draft')).status).toBe(400);
  });
});

describe('publish, unpublish, schedule', () => {
  it('needs a writer: 401 anonymous, 403 read-only user', async () => {
    const draft = await createDraft('Auth Draft');
    for (const action of ['publish', 'unpublish']) {
      expect((await t.call('POST', `/case-studies/${draft.id}/${action}`)).status).toBe(401);
      expect(
        (await t.call('POST', `/case-studies/${draft.id}/${action}`, { token: t.tokens.user })).status,
      ).toBe(403);
    }
    const body = { publishAt: new Date(Date.now() + 60_000).toISOString() };
    expect((await t.call('POST', `/case-studies/${draft.id}/schedule`, { body })).status).toBe(401);
    expect(
      (await t.call('POST', `/case-studies/${draft.id}/schedule`, { token: t.tokens.user, body })).status,
    ).toBe(403);
    expect(await publicIds()).not.toContain(draft.id);
  });

  it('publishes and unpublishes at once, for every collection', async () => {
    const draft = await createDraft('Publish Me');
    const published = await t.call('POST', `/case-studies/${draft.id}/publish`, { token: t.tokens.editor });
    expect(published.body).toMatchObject({ success: true, message: 'Case study published' });
    expect(published.body.data.caseStudy).toMatchObject({ status: 'published', version: 2 });
    expect(await publicIds()).toContain(draft.id);
    await t.call('POST', `/case-studies/${draft.id}/unpublish`, { token: t.tokens.editor });
    expect(await publicIds()).not.toContain(draft.id);

    const unpublishedService = await t.call('POST', '/services/training/unpublish', {
      token: t.tokens.editor,
    });
    expect(unpublishedService.body.message).toBe('Service unpublished');
    expect((await t.call('GET', '/services/training')).status).toBe(404);
    await t.call('POST', '/services/training/publish', { token: t.tokens.editor });
    expect((await t.call('GET', '/services/training')).status).toBe(200);

    await t.call('POST', '/culture/teamwork/unpublish', { token: t.tokens.editor });
    const culture = (await t.call('GET', '/culture?limit=100')).body.data.cultureItems as { id: string }[];
    expect(culture.map((c) => c.id)).not.toContain('teamwork');
    await t.call('POST', '/culture/teamwork/publish', { token: t.tokens.editor });
  });

  it('shows a scheduled item once the clock reaches its time, with no job and despite the public cache', async () => {
    const draft = await createDraft('Scheduled For Monday', { featured: true });
    const at = new Date(Date.now() + 60_000);
    const scheduled = await t.call('POST', `/case-studies/${draft.id}/schedule`, {
      token: t.tokens.editor,
      body: { publishAt: at.toISOString() },
    });
    expect(scheduled.body.data.caseStudy).toMatchObject({ status: 'published', publishAt: at.toISOString() });

    const before = await t.call('GET', '/case-studies?featured=true&limit=100');
    expect(before.body.data.caseStudies.map((c: { id: string }) => c.id)).not.toContain(draft.id);
    // Browsers are told to keep the answer no longer than until the item is due.
    const maxAge = Number(/max-age=(\d+)/.exec(before.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeLessThanOrEqual(60);
    expect((await t.call('GET', `/case-studies/${draft.id}`)).status).toBe(404);

    t.app.publishingClock.set(new Date(at.getTime() + 1000));
    expect(await publicIds('/case-studies?featured=true&limit=100')).toContain(draft.id);
    expect((await t.call('GET', `/case-studies/${draft.id}`)).status).toBe(200);
  });

  it('refuses a publish time that is not in the future', async () => {
    const draft = await createDraft('Past Schedule');
    const past = await t.call('POST', `/case-studies/${draft.id}/schedule`, {
      token: t.tokens.editor,
      body: { publishAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ success: false, message: 'Choose a publish time in the future' });
  });

  it('saves the publishing state sent with a form save, and keeps it when left out', async () => {
    const draft = await createDraft('Form Save');
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const put = await t.call('PUT', `/case-studies/${draft.id}`, {
      token: t.tokens.editor,
      body: caseStudy('Form Save', { status: 'published', publishAt: at }),
    });
    expect(put.body.data.caseStudy).toMatchObject({ status: 'published', publishAt: at });
    const kept = await t.call('PUT', `/case-studies/${draft.id}`, {
      token: t.tokens.editor,
      body: caseStudy('Form Save 2'),
    });
    expect(kept.body.data.caseStudy).toMatchObject({ status: 'published', publishAt: at });
  });
});

describe('editing safely', () => {
  it('refuses a save made from a stale copy with 412, who saved and when', async () => {
    const draft = await createDraft('Two Editors');
    const first = await t.call('PUT', `/case-studies/${draft.id}`, {
      token: t.tokens.admin,
      headers: { 'if-match': '"1"' },
      body: caseStudy('Two Editors (admin)', { status: 'draft' }),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');

    const stale = await t.call('PUT', `/case-studies/${draft.id}`, {
      token: t.tokens.editor,
      headers: { 'if-match': '"1"' },
      body: caseStudy('Two Editors (editor)', { status: 'draft' }),
    });
    expect(stale.status).toBe(412);
    expect(stale.body.success).toBe(false);
    expect(stale.body.message).toMatch(
      /^This case study was changed by Demo Administrator at \d+ \w{3} \d{4}, \d\d:\d\d EAT\. Reload to see their changes, or overwrite them\.$/,
    );
    expect(stale.body.data.current).toEqual({
      updatedBy: 'Demo Administrator',
      updatedAt: first.body.data.caseStudy.updatedAt,
      version: 2,
    });
    const current = await t.call('GET', `/case-studies/admin/${draft.id}`, { token: t.tokens.editor });
    expect(current.body.data.caseStudy.title).toBe('Two Editors (admin)');

    // Overwrite: the editor saves again on top of the version they were told about.
    const overwrite = await t.call('PUT', `/case-studies/${draft.id}`, {
      token: t.tokens.editor,
      headers: { 'if-match': '"2"' },
      body: caseStudy('Two Editors (editor)', { status: 'draft' }),
    });
    expect(overwrite.status).toBe(200);
    expect(overwrite.body.data.caseStudy).toMatchObject({
      title: 'Two Editors (editor)',
      version: 3,
      updatedBy: 'Test editor',
    });
  });

  it('answers 404 rather than 412 for an item that is gone', async () => {
    const missing = await t.call('PUT', '/case-studies/nosuch1', {
      token: t.tokens.editor,
      headers: { 'if-match': '"1"' },
      body: caseStudy('Gone'),
    });
    expect(missing.status).toBe(404);
  });
});

describe('previews', () => {
  it('keeps unsaved content for signed-in staff only, marked noindex, until it expires', async () => {
    const body = { item: caseStudy('Preview Only Title', { status: 'draft' }) };
    expect((await t.call('POST', '/case-studies/preview', { body })).status).toBe(401);
    expect((await t.call('POST', '/case-studies/preview', { token: t.tokens.user, body })).status).toBe(403);
    const created = await t.call('POST', '/case-studies/preview', { token: t.tokens.editor, body });
    expect(created.status).toBe(201);
    const { token } = created.body.data as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const anonymous = await t.call('GET', `/case-studies/preview/${token}`);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain('Preview Only Title');
    // Editors and administrators only: a read-only account is refused it like any unpublished content.
    expect((await t.call('GET', `/case-studies/preview/${token}`, { token: t.tokens.user })).status).toBe(
      403,
    );
    const staff = await t.call('GET', `/case-studies/preview/${token}`, { token: t.tokens.editor });
    expect(staff.status).toBe(200);
    expect(staff.body.data.caseStudy).toMatchObject({
      id: 'preview',
      title: 'Preview Only Title',
      status: 'draft',
    });
    expect(staff.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // Nothing of it reaches visitors' lists.
    expect(JSON.stringify((await t.call('GET', '/case-studies?limit=100')).body)).not.toContain(
      'Preview Only Title',
    );
    // Another collection's route does not answer it.
    expect((await t.call('GET', `/services/preview/${token}`, { token: t.tokens.editor })).status).toBe(404);

    t.app.publishingClock.set(new Date(Date.now() + 31 * 60_000));
    expect((await t.call('GET', `/case-studies/preview/${token}`, { token: t.tokens.editor })).status).toBe(
      404,
    );
  });
});

describe('test clock route', () => {
  it('does not exist unless TEST_CLOCK_ROUTE is set', async () => {
    expect((await t.call('POST', '/test/clock', { body: { now: null } })).status).toBe(404);
  });

  it('moves the clock of an API started with TEST_CLOCK_ROUTE=true', async () => {
    await withTestApp({ db: t.db, env: { TEST_CLOCK_ROUTE: 'true' } }, async (other) => {
      const at = '2030-01-01T06:00:00.000Z';
      const set = await other.call('POST', '/test/clock', { body: { now: at } });
      expect(set.status).toBe(200);
      expect(Math.abs(new Date(set.body.data.now).getTime() - Date.parse(at))).toBeLessThan(5_000);
    });
  });
});

describe('migration', () => {
  it('publishes documents saved before drafts existed when the API starts', async () => {
    await t.app.db.models.Service.collection.insertOne({
      id: 'legacy-service',
      title: 'Legacy Service',
      description: 'From before drafts.',
      fullDescription: 'Old.',
      image: '/images/legacy.webp',
      features: ['Old - yes'],
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    // A database of that time has no record of its migrations either.
    await t.app.db.connection.collection('migrations').deleteMany({ kind: 'migration' });
    await withTestApp({ db: t.db }, async (restarted) => {
      const legacy = await restarted.call('GET', '/services/legacy-service');
      expect(legacy.status).toBe(200);
      expect(legacy.body.data.service).toMatchObject({ status: 'published', publishAt: null, version: 1 });
    });
  });
});
