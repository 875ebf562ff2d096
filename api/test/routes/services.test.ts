import { expectRefusal, setUpTestApp, statusOf } from '../helpers/test-app';

jest.setTimeout(30_000);

const newService = {
  title: 'Geospatial Analytics (beta)',
  description: 'Maps and location intelligence for field operations.',
  fullDescription: 'Paragraph one.\n\nParagraph two.',
  image: '/images/services/geo.webp',
  features: ['Mapping - interactive maps', 'Routing - optimal field routes'],
};

const t = setUpTestApp({ sessions: true });

describe('GET /services', () => {
  it('lists the seeded services with the default page of 10 and pagination', async () => {
    const { status, body, headers } = await t.call('GET', '/services');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toBe('Services retrieved successfully');
    expect(body.data.pagination).toEqual({ page: 1, limit: 10, total: 7, pages: 1 });
    expect(body.data.services.map((s: { id: string }) => s.id).slice(0, 4)).toEqual([
      'big-data-analytics',
      'data-visualization',
      'data-pipelines',
      'data-lakes',
    ]);
    const service = body.data.services[0];
    expect(service).not.toHaveProperty('_id');
    expect(service).not.toHaveProperty('__v');
    expect(service.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(headers.get('cache-control')).toMatch(/^public, max-age=60/);
    expect(headers.get('etag')).toMatch(/^W\/"/);
  });

  it('pages through results and clamps limit to 100', async () => {
    const page2 = await t.call('GET', '/services?page=2&limit=3');
    expect(page2.body.data.pagination).toEqual({ page: 2, limit: 3, total: 7, pages: 3 });
    expect(page2.body.data.services[0].id).toBe('data-lakes');
    const clamped = await t.call('GET', '/services?limit=1000');
    expect(clamped.body.data.pagination.limit).toBe(100);
    expect(clamped.body.data.services).toHaveLength(7);
  });

  it('answers 304 when If-None-Match matches the ETag', async () => {
    const first = await t.call('GET', '/services?limit=2');
    const etag = first.headers.get('etag')!;
    const response = await fetch(`${t.baseUrl}/api/services?limit=2`, { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });

  it('searches title and description case-insensitively', async () => {
    const { body } = await t.call('GET', '/services?search=DASHBOARDS');
    expect(body.data.services.map((s: { id: string }) => s.id)).toEqual(['data-visualization']);
  });

  it('matches regular-expression characters literally', async () => {
    expect(
      (await t.call('GET', `/services?search=${encodeURIComponent('(')}`)).body.data.services,
    ).toHaveLength(0);
    expect((await t.call('GET', '/services?search=a.b')).body.data.services).toHaveLength(0);
    expect(
      (await t.call('GET', `/services?search=${encodeURIComponent('.*')}`)).body.data.services,
    ).toHaveLength(0);
  });

  it('rejects unknown and mistyped query parameters with 400 naming the field', async () => {
    const unknown = await t.call('GET', '/services?sort=title');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, message: 'Unknown field: sort' });
    const wrongType = await t.call('GET', '/services?page=abc');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('page must be an integer');
    const zero = await t.call('GET', '/services?page=0');
    expect(zero.body.message).toBe('page must be at least 1');
  });
});

describe('GET /services/:id', () => {
  it('returns one service', async () => {
    const { status, body } = await t.call('GET', '/services/data-lakes');
    expect(status).toBe(200);
    expect(body.data.service.title).toBe('Data Lakes');
    expect(body.data.service.features.length).toBeGreaterThanOrEqual(4);
  });

  it.each(['nope', 'BAD_ID', '%24gt', 'a'.repeat(80), '..%2F..'])(
    'answers 404 "Service not found" for %s',
    async (id) => {
      expectRefusal(await t.call('GET', `/services/${id}`), 404, 'Service not found');
    },
  );
});

describe('GET /services/admin/all', () => {
  it('needs a session', async () => {
    expectRefusal(await t.call('GET', '/services/admin/all'), 401, 'Authentication required');
  });

  it('lists for editors and administrators, uncached; a read-only account is refused (403)', async () => {
    expect(await statusOf(t, 'GET', '/services/admin/all', t.tokens.user)).toBe(403);
    const { status, body, headers } = await t.call('GET', '/services/admin/all?search=pipelines', {
      token: t.tokens.editor,
    });
    expect(status).toBe(200);
    expect(body.data.services.map((s: { id: string }) => s.id)).toContain('data-pipelines');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('rejects an invalid token', async () => {
    const { status } = await t.call('GET', '/services/admin/all', { token: 'not-a-jwt' });
    expect(status).toBe(401);
  });
});

describe('writes', () => {
  it('refuses anonymous (401) and user (403) writes without changing data', async () => {
    for (const [token, status, message] of [
      [undefined, 401, 'Authentication required'],
      [t.tokens.user, 403, 'You do not have permission to do this'],
    ] as const) {
      expect((await t.call('POST', '/services', { token, body: newService })).body).toEqual({
        success: false,
        message,
      });
      expect((await t.call('PUT', '/services/training', { token, body: newService })).status).toBe(status);
      expect((await t.call('DELETE', '/services/training', { token })).status).toBe(status);
    }
    expect((await t.call('GET', '/services/training')).body.data.service.title).toBe('Training');
    expect((await t.call('GET', '/services')).body.data.pagination.total).toBe(7);
  });

  it('lets an editor create, update and delete, and public lists reflect each write at once', async () => {
    const before = await t.call('GET', '/services?limit=100');
    const created = await t.call('POST', '/services', { token: t.tokens.editor, body: newService });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Service created successfully');
    const { id } = created.body.data.service;
    expect(id).toMatch(/^[0-9a-z]{7}$/);
    const after = await t.call('GET', '/services?limit=100');
    expect(after.body.data.pagination.total).toBe(before.body.data.pagination.total + 1);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));

    const updated = await t.call('PUT', `/services/${id}`, {
      token: t.tokens.editor,
      body: { ...newService, title: 'Geo' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Service updated successfully');
    expect((await t.call('GET', `/services/${id}`)).body.data.service.title).toBe('Geo');

    const deleted = await t.call('DELETE', `/services/${id}`, { token: t.tokens.admin });
    expect(deleted.body).toEqual({ success: true, message: 'Service deleted successfully' });
    expect((await t.call('GET', `/services/${id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/services/${id}`, { token: t.tokens.admin })).body.message).toBe(
      'Service not found',
    );
    expect(
      (await t.call('PUT', '/services/zzzzzzz', { token: t.tokens.admin, body: newService })).status,
    ).toBe(404);
  });

  it.each([
    [{ ...newService, extra: 1 }, 'Unknown field: extra'],
    [{ ...newService, title: undefined }, 'title is required'],
    [{ ...newService, title: '   ' }, 'title must not be blank'],
    [{ ...newService, title: { $gt: '' } }, 'title must be a string'],
    [{ ...newService, features: [] }, 'features must have at least 1 item'],
    [{ ...newService, image: 'javascript:alert(1)' }, 'image has an invalid format'],
  ])('rejects a bad body with 400: %#', async (body, message) => {
    const { status, body: response } = await t.call('POST', '/services', { token: t.tokens.editor, body });
    expect(status).toBe(400);
    expect(response).toEqual({ success: false, message });
    expect((await t.call('GET', '/services')).body.data.pagination.total).toBe(7);
  });
});
