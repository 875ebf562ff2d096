import { createUser, login, manualClock, setUpTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

const clock = manualClock();

const t = setUpTestApp({ env: { REFRESH_GRACE_SECONDS: '30' }, clock: clock.now });

const refresh = (refreshToken: string) => t.call('POST', '/auth/refresh', { body: { refreshToken } });

describe('refresh grace window', () => {
  it('answers ten concurrent refreshes of one token with the same new pair, which keeps working', async () => {
    const session = await login(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(session.refreshToken)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const pairs = new Set(results.map((r) => `${r.body.data.accessToken} ${r.body.data.refreshToken}`));
    expect(pairs.size).toBe(1);
    const { accessToken, refreshToken } = results[0]!.body.data;
    expect((await t.call('GET', '/auth/me', { token: accessToken })).status).toBe(200);
    expect((await refresh(refreshToken)).status).toBe(200);
  });

  it('gives a tab that refreshes a moment later the same pair', async () => {
    const session = await login(t);
    const first = await refresh(session.refreshToken);
    clock.advance(29_000);
    const second = await refresh(session.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
  });

  it('treats reuse after the window as a leak and revokes the whole family', async () => {
    const session = await login(t);
    const first = await refresh(session.refreshToken);
    clock.advance(31_000);
    expect((await refresh(session.refreshToken)).body).toEqual({
      success: false,
      message: 'Invalid or expired refresh token',
    });
    expect((await refresh(first.body.data.refreshToken)).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { token: first.body.data.accessToken })).status).toBe(401);
  });

  it('does not hand out the pair again once the session is logged out', async () => {
    const session = await login(t);
    const first = await refresh(session.refreshToken);
    await t.call('POST', '/auth/logout', { token: first.body.data.accessToken });
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });
});

describe('access tokens', () => {
  it("refuse a token that pairs one user's id with another user's session", async () => {
    const admin = await login(t);
    const member = await createUser(t, 'user', admin.accessToken);
    const { sid } = t.app.jwt.decode<{ sid: string }>(admin.accessToken)!;
    const forged = t.app.jwt.sign({ sub: member.user.id, role: 'user', sid });
    const me = await t.call('GET', '/auth/me', { token: forged });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ success: false, message: 'Authentication required' });
    expect((await t.call('GET', '/auth/me', { token: member.accessToken })).status).toBe(200);
  });
});

describe('common passwords', () => {
  it.each([['password'], ['aaaaaaaa'], ['        '], ['Password1'], ['qwertyuiop']])(
    'refuses %j at registration',
    async (password) => {
      const result = await t.call('POST', '/auth/register', {
        body: { fullName: 'Amina', email: 'amina.common@example.com', password },
      });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({
        success: false,
        message: 'This password is too common. Please choose one that is harder to guess.',
      });
    },
  );

  it("keeps the registration form's message for short passwords and accepts an uncommon one", async () => {
    const short = await t.call('POST', '/auth/register', {
      body: { fullName: 'Amina', email: 'amina.short@example.com', password: 'abc' },
    });
    expect(short.body).toEqual({ success: false, message: 'password must be at least 8 characters' });
    const fine = await t.call('POST', '/auth/register', {
      body: { fullName: 'Amina', email: 'amina.ok@example.com', password: 'Kahawa-ya-asubuhi-7' },
    });
    expect(fine.status).toBe(201);
  });
});
