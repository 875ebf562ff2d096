import '../../../test/setup-msw';
import { editableBody } from '../../../test/editable-body';
import { DEMO_ACCOUNT } from '../db';
import { CASE_STUDY_CATEGORIES, UNPUBLISHED_CONTENT_MESSAGE } from '../../schemas/constants';

const api = (path: string, init: RequestInit & { token?: string } = {}) => {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`http://localhost/api${path}`, { ...init, headers }).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));
};
const post = (path: string, body: unknown, token?: string) =>
  api(path, { method: 'POST', body: JSON.stringify(body), token });

describe('mock API', () => {
  it("answers unknown ids with the API's not-found messages", async () => {
    expect((await api('/services/nope')).body).toEqual({ success: false, message: 'Service not found' });
    expect((await api('/case-studies/nope')).body.message).toBe('Case study not found');
    expect((await api('/culture/nope')).status).toBe(404);
  });

  it('searches public case studies on title, client and brief, case-insensitively', async () => {
    const { body } = await api('/case-studies?search=SACCO&limit=100');
    expect(body.data.caseStudies.map((c: { id: string }) => c.id)).toEqual(['cs-sacco']);
    const byCategory = await api('/case-studies?search=finance');
    expect(byCategory.body.data.caseStudies).toHaveLength(0);
  });

  it('lists categories in use in the fixed order', async () => {
    const { body } = await api('/case-studies/categories');
    expect(body.data.categories).toEqual(CASE_STUDY_CATEGORIES);
  });

  it('requires a writer role for admin lists and for writes', async () => {
    expect((await api('/services/admin/all')).status).toBe(401);
    // Unpublished content is for editors and administrators, as the API has it.
    expect(await api('/services/admin/all', { token: 'mock-access-u-viewer' })).toEqual({
      status: 403,
      body: { success: false, message: UNPUBLISHED_CONTENT_MESSAGE },
    });
    const denied = await api('/services/training', { method: 'DELETE', token: 'mock-access-u-viewer' });
    expect(denied).toEqual({
      status: 403,
      body: { success: false, message: 'You do not have permission to do this' },
    });
  });

  it('validates bodies with a message naming the field', async () => {
    const { status, body } = await post('/contact', { name: 'Amina', project: 'Dashboards' });
    expect(status).toBe(400);
    expect(body.message).toMatch(/email/);
  });

  it('rotates refresh tokens: a used one is refused', async () => {
    const login = await post('/auth/login', DEMO_ACCOUNT);
    const first = await post('/auth/refresh', { refreshToken: login.body.data.refreshToken });
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).not.toBe(login.body.data.refreshToken);
    expect((await post('/auth/refresh', { refreshToken: login.body.data.refreshToken })).status).toBe(401);
    expect((await api('/auth/me', { token: first.body.data.accessToken })).body.data.user.email).toBe(
      DEMO_ACCOUNT.email,
    );
  });

  it('refuses a duplicate registration', async () => {
    const { status, body } = await post('/auth/register', {
      fullName: 'X',
      email: DEMO_ACCOUNT.email,
      password: 'Password1!',
    });
    expect(status).toBe(409);
    expect(body.message).toBe('This email is already registered');
  });
});

describe('mock API: slugs, revisions and ordering', () => {
  const put = (path: string, body: unknown, token: string) =>
    api(path, { method: 'PUT', body: JSON.stringify(body), token });

  it('answers a case study by id, slug or earlier slug, and restores a revision', async () => {
    const token = (await post('/auth/login', DEMO_ACCOUNT)).body.data.accessToken as string;
    const fields = editableBody((await api('/case-studies/cs-sacco')).body.data.caseStudy);
    await put('/case-studies/cs-sacco', { ...fields, client: 'Renamed', slug: 'sacco-scoring' }, token);
    expect((await api('/case-studies/cs-sacco')).body.data.caseStudy.slug).toBe('sacco-scoring');
    expect((await api('/case-studies/sacco-scoring')).body.data.caseStudy.id).toBe('cs-sacco');

    const { body } = await api('/case-studies/cs-sacco/revisions', { token });
    expect(
      body.data.revisions.map((r: { action: string; changed: string[] }) => [r.action, r.changed]),
    ).toEqual([
      ['update', ['slug', 'client']],
      ['baseline', []],
    ]);
    const baseline = body.data.revisions[1].id;
    const restored = await post(`/case-studies/cs-sacco/revisions/${baseline}/restore`, {}, token);
    expect(restored.body.data.caseStudy.client).toBe(fields.client);
    expect(restored.body.data.revision).toMatchObject({ action: 'restore', restoredFrom: 1 });
  });

  it('reorders culture items in one request, or not at all', async () => {
    const token = (await post('/auth/login', DEMO_ACCOUNT)).body.data.accessToken as string;
    const ids = (await api('/culture?limit=100')).body.data.cultureItems.map(
      (c: { id: string }) => c.id,
    ) as string[];
    expect((await put('/culture/order', { ids: [...ids, 'nope'] }, token)).status).toBe(400);
    expect((await put('/culture/order', { ids: [...ids].reverse() }, token)).status).toBe(200);
    expect((await api('/culture?limit=100')).body.data.cultureItems.map((c: { id: string }) => c.id)).toEqual(
      [...ids].reverse(),
    );
  });
});
