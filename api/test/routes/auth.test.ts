import {
  createUser,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  expectRefusal,
  login,
  manualClock,
  sessionStatus,
  setUpTestApp,
  statusOf,
  withTestApp,
} from '../helpers/test-app';

jest.setTimeout(30_000);

const clock = manualClock();

const t = setUpTestApp({
  env: { LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT: '3', LOGIN_MAX_FAILURES_PER_CLIENT: '1000' },
  clock: clock.now,
});

describe('POST /auth/login', () => {
  it('signs the demo admin in with tokens and the user (no password hash)', async () => {
    const { status, body, headers } = await t.call('POST', '/auth/login', {
      body: { email: DEMO_EMAIL.toUpperCase(), password: DEMO_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Login successful');
    expect(body.data.user).toMatchObject({
      email: DEMO_EMAIL,
      role: 'admin',
      fullName: 'Demo Administrator',
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    expect(body.data.refreshToken.length).toBeGreaterThanOrEqual(40);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['wrong password', { email: DEMO_EMAIL, password: 'wrong-password' }],
    ['unknown e-mail', { email: 'nobody@example.com', password: DEMO_PASSWORD }],
  ])('answers 401 "Invalid email or password" for %s', async (_case, body) => {
    expectRefusal(await t.call('POST', '/auth/login', { body }), 401, 'Invalid email or password');
  });

  it('rejects operators and missing fields with 400', async () => {
    const operator = await t.call('POST', '/auth/login', {
      body: { email: DEMO_EMAIL, password: { $gt: '' } },
    });
    expect(operator.status).toBe(400);
    expect(operator.body.message).toBe('password must be a string');
    const emailOperator = await t.call('POST', '/auth/login', {
      body: { email: { $ne: null }, password: 'x' },
    });
    expect(emailOperator.body.message).toBe('email must be a string');
    expect((await t.call('POST', '/auth/login', { body: { email: DEMO_EMAIL } })).body.message).toBe(
      'password is required',
    );
    expect((await t.call('POST', '/auth/login', { rawBody: '{"email":' })).body).toEqual({
      success: false,
      message: 'Malformed JSON in request body',
    });
  });

  it('stops a client after repeated failures on one account with 429 and the minutes to wait', async () => {
    const email = 'target@example.com';
    await t.call('POST', '/auth/register', {
      body: { fullName: 'Target', email, password: 'Correct-horse-1' },
    });
    for (let i = 0; i < 3; i++)
      expect((await t.call('POST', '/auth/login', { body: { email, password: 'bad-guess' } })).status).toBe(
        401,
      );
    const locked = await t.call('POST', '/auth/login', { body: { email, password: 'Correct-horse-1' } });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      success: false,
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
  });
});

describe('POST /auth/register', () => {
  it('creates a user account (201) and refuses a duplicate e-mail (409)', async () => {
    const body = { fullName: 'Amina Njeri', email: 'Amina@Example.com', password: 'Str0ng-pass' };
    const created = await t.call('POST', '/auth/register', { body });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Registration successful');
    expect(created.body.data.user).toMatchObject({
      fullName: 'Amina Njeri',
      email: 'amina@example.com',
      role: 'user',
    });
    const duplicate = await t.call('POST', '/auth/register', {
      body: { ...body, email: 'amina@example.com' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ success: false, message: 'This email is already registered' });
  });

  it.each([
    [{ fullName: 'A', email: 'not-an-email', password: 'longenough' }, 'email must be a valid email address'],
    [{ fullName: 'A', email: 'a@b.co', password: 'short' }, 'password must be at least 8 characters'],
    [{ fullName: '', email: 'a@b.co', password: 'longenough' }, 'fullName must not be empty'],
    [{ fullName: 'A', email: 'a@b.co', password: 'longenough', role: 'admin' }, 'Unknown field: role'],
  ])('validates the body: %#', async (body, message) => {
    expectRefusal(await t.call('POST', '/auth/register', { body }), 400, message);
  });
});

describe('sessions', () => {
  it('GET /auth/me returns the user for a valid token and 401 otherwise', async () => {
    const session = await login(t);
    const me = await t.call('GET', '/auth/me', { token: session.accessToken });
    expect(me.body.data.user.email).toBe(DEMO_EMAIL);
    expect((await t.call('GET', '/auth/me')).body).toEqual({
      success: false,
      message: 'Authentication required',
    });
    expect((await t.call('GET', '/auth/me', { token: `${session.accessToken}x` })).status).toBe(401);
  });

  it('rotates refresh tokens and revokes the family when a rotated token is reused', async () => {
    const session = await login(t);
    const first = await t.call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Token refreshed successfully');
    const { accessToken, refreshToken } = first.body.data;
    expect(refreshToken).not.toBe(session.refreshToken);
    expect((await t.call('GET', '/auth/me', { token: accessToken })).status).toBe(200);

    clock.advance(31_000); // past the grace window for tabs refreshing at once
    const reuse = await t.call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ success: false, message: 'Invalid or expired refresh token' });
    // The whole family is gone: the newest refresh token and the access tokens of the session too.
    expect((await t.call('POST', '/auth/refresh', { body: { refreshToken } })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { token: accessToken })).status).toBe(401);
  });

  it('rejects unknown refresh tokens and bad bodies', async () => {
    expect((await t.call('POST', '/auth/refresh', { body: { refreshToken: 'made-up' } })).status).toBe(401);
    expect(
      (await t.call('POST', '/auth/refresh', { body: { refreshToken: { $gt: '' } } })).body.message,
    ).toBe('refreshToken must be a string');
  });

  it('logout revokes the session: access and refresh tokens stop working', async () => {
    const session = await login(t);
    const out = await t.call('POST', '/auth/logout', {
      token: session.accessToken,
      body: { refreshToken: session.refreshToken },
    });
    expect(out.body).toEqual({ success: true, message: 'Logged out successfully' });
    expect(await sessionStatus(t, session)).toEqual({ me: 401, refresh: 401 });
  });

  it('logout works with a refresh token alone, or without a body, and needs one of them', async () => {
    const a = await login(t);
    expect((await t.call('POST', '/auth/logout', { body: { refreshToken: a.refreshToken } })).status).toBe(
      200,
    );
    expect((await t.call('POST', '/auth/refresh', { body: { refreshToken: a.refreshToken } })).status).toBe(
      401,
    );
    const b = await login(t);
    expect((await t.call('POST', '/auth/logout', { token: b.accessToken })).status).toBe(200);
    expect((await t.call('POST', '/auth/logout')).status).toBe(401);
  });
});

describe('users (admin only)', () => {
  it('lists users with paging for admins only', async () => {
    const admin = await login(t);
    const user = await createUser(t, 'user', admin.accessToken);
    const editor = await createUser(t, 'editor', admin.accessToken);
    const list = await t.call('GET', '/auth/users?limit=2', { token: admin.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.data.users).toHaveLength(2);
    expect(list.body.data.pagination.limit).toBe(2);
    expect(list.body.data.users[0]).not.toHaveProperty('passwordHash');
    expect((await t.call('GET', '/auth/users', { token: editor.accessToken })).status).toBe(403);
    expect((await t.call('GET', '/auth/users', { token: user.accessToken })).status).toBe(403);
    expect((await t.call('GET', '/auth/users')).status).toBe(401);
  });

  it('changes roles, effective immediately for existing tokens', async () => {
    const admin = await login(t);
    const member = await createUser(t, 'user', admin.accessToken);
    const body = { title: 'T', description: 'D', fullDescription: 'F', image: '/x.webp', features: ['a'] };
    expect((await t.call('POST', '/services', { token: member.accessToken, body })).status).toBe(403);
    const promoted = await t.call('PATCH', `/auth/users/${member.user.id}/role`, {
      token: admin.accessToken,
      body: { role: 'editor' },
    });
    expect(promoted.body.message).toBe('User role updated successfully');
    expect(promoted.body.data.user.role).toBe('editor');
    // Same access token (its claim still says "user"): the database role decides.
    const created = await t.call('POST', '/services', { token: member.accessToken, body });
    expect(created.status).toBe(201);
    // A lowered role signs the account out everywhere; signed in again, the lower role applies.
    await t.call('PATCH', `/auth/users/${member.user.id}/role`, {
      token: admin.accessToken,
      body: { role: 'user' },
    });
    expect(
      (await t.call('DELETE', `/services/${created.body.data.service.id}`, { token: member.accessToken }))
        .status,
    ).toBe(401);
    expect(
      (await t.call('POST', '/auth/refresh', { body: { refreshToken: member.refreshToken } })).status,
    ).toBe(401);
    const again = await login(t, member.email, member.password);
    expect(
      (await t.call('DELETE', `/services/${created.body.data.service.id}`, { token: again.accessToken }))
        .status,
    ).toBe(403);
    expect(
      await statusOf(t, 'PATCH', `/auth/users/${member.user.id}/role`, again.accessToken, { role: 'admin' }),
    ).toBe(403);
  });

  it('validates the role body and answers 404 "User not found"', async () => {
    const admin = await login(t);
    expect(
      (
        await t.call('PATCH', '/auth/users/nobody1/role', {
          token: admin.accessToken,
          body: { role: 'user' },
        })
      ).body,
    ).toEqual({
      success: false,
      message: 'User not found',
    });
    expect(await statusOf(t, 'PATCH', '/auth/users/%24where/role', admin.accessToken, { role: 'user' })).toBe(
      404,
    );
    const bad = await t.call('PATCH', `/auth/users/${admin.user.id}/role`, {
      token: admin.accessToken,
      body: { role: 'owner' },
    });
    expect(bad.body).toEqual({ success: false, message: 'role must be one of: admin, editor, user' });
  });

  it('never demotes the last admin', async () => {
    const admin = await login(t);
    const users = await t.call('GET', '/auth/users?limit=100', { token: admin.accessToken });
    const admins = users.body.data.users.filter((u: { role: string }) => u.role === 'admin');
    expect(admins).toHaveLength(1);
    const demote = await t.call('PATCH', `/auth/users/${admin.user.id}/role`, {
      token: admin.accessToken,
      body: { role: 'editor' },
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ success: false, message: 'The last administrator cannot be demoted' });
    expect((await t.call('GET', '/auth/me', { token: admin.accessToken })).body.data.user.role).toBe('admin');
  });
});

describe('first account', () => {
  it('becomes admin on a database with no admin (demo mode off)', async () => {
    await withTestApp({ env: { DEMO_MODE: 'false' } }, async (fresh) => {
      const first = await fresh.call('POST', '/auth/register', {
        body: { fullName: 'Owner', email: 'owner@example.com', password: 'Owner-pass-1' },
      });
      expect(first.body.data.user.role).toBe('admin');
      const second = await fresh.call('POST', '/auth/register', {
        body: { fullName: 'Staff', email: 'staff@example.com', password: 'Staff-pass-1' },
      });
      expect(second.body.data.user.role).toBe('user');
      expect(
        (await fresh.call('POST', '/auth/login', { body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } }))
          .status,
      ).toBe(401);
    });
  });
});
