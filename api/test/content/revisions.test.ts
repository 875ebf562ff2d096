import { editableBody } from '@mwangaza/shared/testing/editable-body';
import { contentInput } from '../helpers/content-inputs';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const service = {
  title: 'Geospatial Analytics',
  description: 'Maps that explain where things happen.',
  fullDescription: 'First paragraph.\n\nSecond paragraph.',
  image: '/images/services/geo.webp',
  features: ['Maps - of everything'],
};

const t = setUpTestApp({ sessions: true });

type Summary = {
  id: string;
  number: number;
  action: string;
  changed: string[];
  author: { id: string; name: string; email: string } | null;
  restoredFrom?: number;
};

async function history(collection: string, id: string): Promise<Summary[]> {
  const { status, body } = await t.call('GET', `/${collection}/${id}/revisions`, { token: t.tokens.editor });
  expect(status).toBe(200);
  return body.data.revisions;
}

describe('revisions', () => {
  it('keeps a revision per save with its author, time and changed fields, newest first', async () => {
    const created = await t.call('POST', '/services', { token: t.tokens.editor, body: service });
    const id = created.body.data.service.id;
    await t.call('PUT', `/services/${id}`, {
      token: t.tokens.admin,
      body: { ...service, description: 'Maps, explained.' },
    });

    const revisions = await history('services', id);
    expect(revisions.map((r) => [r.number, r.action])).toEqual([
      [2, 'update'],
      [1, 'create'],
    ]);
    expect(revisions[0]!.changed).toEqual(['description']);
    expect(revisions[0]!.author).toEqual({
      id: expect.any(String),
      name: 'Demo Administrator',
      email: 'admin@mwangaza-analytics.co.ke',
    });
    expect(revisions[1]!.author?.name).toBe('Test editor');
    expect(revisions[1]!.changed).toEqual(
      expect.arrayContaining(['title', 'description', 'fullDescription', 'slug']),
    );

    const one = await t.call('GET', `/services/${id}/revisions/${revisions[1]!.id}`, {
      token: t.tokens.editor,
    });
    expect(one.body.data.revision.snapshot).toMatchObject({
      description: service.description,
      slug: 'geospatial-analytics',
    });
    expect(one.body.data.revision.snapshot).not.toHaveProperty('id');
  });

  it('a save that changes nothing keeps no revision', async () => {
    const { body } = await t.call('POST', '/services', {
      token: t.tokens.editor,
      body: { ...service, title: 'Unchanged' },
    });
    const id = body.data.service.id;
    await t.call('PUT', `/services/${id}`, {
      token: t.tokens.editor,
      body: { ...service, title: 'Unchanged' },
    });
    expect(await history('services', id)).toHaveLength(1);
  });

  it('content from before revisions gets a baseline, so the first change can be undone', async () => {
    const seeded = (await t.call('GET', '/case-studies/cocoa-yield-forecasting')).body.data.caseStudy;
    const fields = editableBody(seeded);
    await t.call('PUT', `/case-studies/${seeded.id}`, {
      token: t.tokens.editor,
      body: { ...fields, client: 'Changed Client' },
    });
    const revisions = await history('case-studies', seeded.id);
    expect(revisions.map((r) => [r.number, r.action, r.changed, r.author?.name ?? null])).toEqual([
      [2, 'update', ['client'], 'Test editor'],
      [1, 'baseline', [], null],
    ]);

    const restored = await t.call(
      'POST',
      `/case-studies/${seeded.id}/revisions/${revisions[1]!.id}/restore`,
      { token: t.tokens.editor },
    );
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe('Revision restored');
    expect(restored.body.data.caseStudy.client).toBe(seeded.client);
    expect(restored.body.data.revision).toMatchObject({
      number: 3,
      action: 'restore',
      restoredFrom: 1,
      changed: ['client'],
    });
    expect((await t.call('GET', '/case-studies/cocoa-yield-forecasting')).body.data.caseStudy.client).toBe(
      seeded.client,
    );
  });

  it('restoring brings back optional sections that were removed since, and is itself a revision', async () => {
    const body = contentInput('case-studies', { title: 'Restore me', challenge: 'The **old** challenge.' });
    const id = (await t.call('POST', '/case-studies', { token: t.tokens.editor, body })).body.data.caseStudy
      .id;
    const { challenge: _challenge, ...withoutChallenge } = body;
    await t.call('PUT', `/case-studies/${id}`, {
      token: t.tokens.editor,
      body: { ...withoutChallenge, results: ['R', 'S'] },
    });
    const [latest, first] = await history('case-studies', id);
    expect(latest!.changed.sort()).toEqual(['challenge', 'results']);

    await t.call('POST', `/case-studies/${id}/revisions/${first!.id}/restore`, { token: t.tokens.admin });
    const now = (await t.call('GET', `/case-studies/${id}`)).body.data.caseStudy;
    expect(now).toMatchObject({ challenge: 'The **old** challenge.', results: ['R'] });
    expect((await history('case-studies', id)).map((r) => r.action)).toEqual(['restore', 'update', 'create']);
  });

  it('keeps the newest 50 per entity and prunes older ones on write', async () => {
    const id = (
      await t.call('POST', '/services', { token: t.tokens.editor, body: { ...service, title: 'Busy' } })
    ).body.data.service.id;
    const [oldest] = await history('services', id);
    for (let n = 1; n <= 54; n++) {
      const saved = await t.call('PUT', `/services/${id}`, {
        token: t.tokens.editor,
        body: { ...service, title: 'Busy', description: `Version ${n}` },
      });
      expect(saved.status).toBe(200);
    }
    const revisions = await history('services', id);
    expect(revisions).toHaveLength(50);
    expect(revisions[0]!.number).toBe(55);
    expect(revisions.at(-1)!.number).toBe(6);
    const pruned = await t.call('GET', `/services/${id}/revisions/${oldest!.id}`, { token: t.tokens.editor });
    expect(pruned.body).toEqual({ success: false, message: 'Revision not found' });
  });

  it('enforces roles: editors and admins read history and restore', async () => {
    const id = (
      await t.call('POST', '/culture', {
        token: t.tokens.editor,
        body: contentInput('culture', { title: 'Roles' }),
      })
    ).body.data.cultureItem.id;
    const [revision] = await history('culture', id);
    expect((await t.call('GET', `/culture/${id}/revisions`)).status).toBe(401);
    expect((await t.call('GET', `/culture/${id}/revisions/${revision!.id}`)).status).toBe(401);
    expect((await t.call('POST', `/culture/${id}/revisions/${revision!.id}/restore`)).status).toBe(401);
    expect(
      (await t.call('POST', `/culture/${id}/revisions/${revision!.id}/restore`, { token: t.tokens.user }))
        .status,
    ).toBe(403);
    expect((await t.call('GET', `/culture/${id}/revisions`, { token: t.tokens.user })).status).toBe(403);
    expect((await t.call('GET', '/culture/nope/revisions', { token: t.tokens.editor })).body).toEqual({
      success: false,
      message: 'Culture item not found',
    });
    expect(
      (await t.call('POST', `/culture/${id}/revisions/zzzz/restore`, { token: t.tokens.editor })).body
        .message,
    ).toBe('Revision not found');
  });

  it('deleting an entity deletes its history', async () => {
    const id = (
      await t.call('POST', '/services', {
        token: t.tokens.editor,
        body: { ...service, title: 'Short lived' },
      })
    ).body.data.service.id;
    const [revision] = await history('services', id);
    await t.call('DELETE', `/services/${id}`, { token: t.tokens.editor });
    const revisions = await t.app.db.models.Revision.countDocuments({
      collectionName: 'services',
      entityId: id,
    }).exec();
    expect(revisions).toBe(0);
    expect(revision).toBeDefined();
  });
});
