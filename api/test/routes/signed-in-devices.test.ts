import mongoose from 'mongoose';
import {
  createUser,
  login,
  manualClock,
  sessionStatus,
  setUpTestApp,
  startTestApp,
  setUpDatabase,
} from '../helpers/test-app';
import { MINUTE } from '../helpers/clock';

jest.setTimeout(30_000);

const clock = manualClock();
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const t = setUpTestApp({ clock: clock.now });

/** PATCH /auth/users/:id with `token`: disables or re-enables the account. */
function setDisabled(token: string, userId: string, disabled: boolean) {
  return t.call('PATCH', `/auth/users/${userId}`, { token, body: { disabled } });
}

async function signIn(email: string, password: string, userAgent: string) {
  const result = await t.call('POST', '/auth/login', {
    body: { email, password },
    headers: { 'user-agent': userAgent },
  });
  return result.body.data as { accessToken: string; refreshToken: string; user: { id: string } };
}

interface Device {
  id: string;
  browser: string;
  ip: string;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

const devices = async (token: string) =>
  (await t.call('GET', '/auth/sessions', { token })).body.data.sessions as Device[];

describe('signed-in devices', () => {
  it('lists each sign-in with its browser, address and last use, newest first', async () => {
    const admin = await login(t);
    const account = await createUser(t, 'user', admin.accessToken);
    const laptop = await signIn(account.email, account.password, FIREFOX);
    clock.advance(MINUTE);
    const phone = await signIn(account.email, account.password, SAFARI_IPHONE);
    clock.advance(MINUTE);
    await t.call('POST', '/auth/refresh', { body: { refreshToken: laptop.refreshToken } });
    const list = await devices(phone.accessToken);
    const mine = list.filter((device) => device.browser !== 'Unknown browser');
    expect(mine.map((device) => device.browser)).toEqual(['Firefox 133 on Linux', 'Safari 18 on iOS']);
    expect(mine[0]).toMatchObject({
      ip: '127.0.0.1',
      current: false,
      lastUsedAt: new Date(clock.now()).toISOString(),
    });
    expect(mine[0]!.signedInAt).toBe(new Date(clock.now() - 2 * MINUTE).toISOString());
    expect(mine[1]!.current).toBe(true);
  });

  it('signs one device out, and only one of my own', async () => {
    const admin = await login(t);
    const account = await createUser(t, 'user', admin.accessToken);
    const other = await createUser(t, 'user', admin.accessToken);
    const laptop = await signIn(account.email, account.password, FIREFOX);
    const phone = await signIn(account.email, account.password, SAFARI_IPHONE);
    const laptopId = (await devices(phone.accessToken)).find((device) =>
      device.browser.startsWith('Firefox'),
    )!.id;
    expect((await t.call('DELETE', `/auth/sessions/${laptopId}`, { token: other.accessToken })).status).toBe(
      404,
    );
    const ended = await t.call('DELETE', `/auth/sessions/${laptopId}`, { token: phone.accessToken });
    expect(ended.body).toEqual({ success: true, message: 'Signed out on that device' });
    expect(await sessionStatus(t, laptop)).toEqual({ me: 401, refresh: 401 });
    expect((await t.call('GET', '/auth/me', { token: phone.accessToken })).status).toBe(200);
  });

  it('signs all other devices out and keeps this one', async () => {
    const admin = await login(t);
    const account = await createUser(t, 'user', admin.accessToken);
    const laptop = await signIn(account.email, account.password, FIREFOX);
    const phone = await signIn(account.email, account.password, SAFARI_IPHONE);
    const result = await t.call('DELETE', '/auth/sessions', { token: phone.accessToken });
    expect(result.status).toBe(200);
    expect((await t.call('GET', '/auth/me', { token: laptop.accessToken })).status).toBe(401);
    expect((await devices(phone.accessToken)).map((device) => device.current)).toEqual([true]);
    const audit = await t.call('GET', `/audit?actor=${account.user.id}&action=auth.sessions_revoked`, {
      token: admin.accessToken,
    });
    expect(audit.body.data.entries[0].summary).toBe('Signed out 2 other devices');
  });
});

describe('an administrator', () => {
  it('disables an account: signed out, no sign-in, no refresh; re-enabled it signs in again', async () => {
    const admin = await login(t);
    const account = await createUser(t, 'editor', admin.accessToken);
    const disabled = await setDisabled(admin.accessToken, account.user.id, true);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.user.disabled).toBe(true);
    expect(await sessionStatus(t, account)).toEqual({ me: 401, refresh: 401 });
    const refused = await t.call('POST', '/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(refused.status).toBe(401);
    const users = await t.call('GET', '/auth/users?limit=100', { token: admin.accessToken });
    expect(
      (users.body.data.users as { id: string; disabled: boolean }[]).find(
        (user) => user.id === account.user.id,
      )?.disabled,
    ).toBe(true);

    await setDisabled(admin.accessToken, account.user.id, false);
    expect((await login(t, account.email, account.password)).accessToken).toEqual(expect.any(String));
    const audit = await t.call('GET', `/audit?entityId=${account.user.id}`, { token: admin.accessToken });
    const actions = (audit.body.data.entries as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['user.disabled', 'user.enabled']));
  });

  it('cannot disable their own account, and only administrators disable', async () => {
    const admin = await login(t);
    const editor = await createUser(t, 'editor', admin.accessToken);
    const self = await setDisabled(admin.accessToken, admin.user.id, true);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe('You cannot disable your own account.');
    expect((await setDisabled(editor.accessToken, admin.user.id, true)).status).toBe(403);
    expect((await setDisabled(admin.accessToken, 'nobody00', true)).status).toBe(404);
  });

  it('signs a user out everywhere', async () => {
    const admin = await login(t);
    const account = await createUser(t, 'user', admin.accessToken);
    const second = await login(t, account.email, account.password);
    const result = await t.call('DELETE', `/auth/users/${account.user.id}/sessions`, {
      token: admin.accessToken,
    });
    expect(result.body).toEqual({ success: true, message: 'Signed out everywhere' });
    for (const token of [account.accessToken, second.accessToken])
      expect((await t.call('GET', '/auth/me', { token })).status).toBe(401);
    expect((await t.call('GET', '/auth/me', { token: admin.accessToken })).status).toBe(200);
    const audit = await t.call('GET', `/audit?entityId=${account.user.id}&action=user.signed_out`, {
      token: admin.accessToken,
    });
    expect(audit.body.data.entries[0].summary).toBe(`Signed ${account.email} out everywhere`);
  });
});

describe('expired refresh tokens', () => {
  const own = setUpDatabase();

  it('go by a TTL index, which replaces a plain index left by an older version at start', async () => {
    const connection = await mongoose.createConnection(own.uri, { dbName: own.dbName }).asPromise();
    try {
      const sessions = connection.db!.collection('sessions');
      await sessions.createIndex({ expiresAt: 1 }, { name: 'expiresAt_1' });
      const longAgo = new Date(Date.now() - 3 * 86_400_000);
      await sessions.insertOne({
        tokenHash: 'old',
        familyId: 'f',
        userId: 'u',
        expiresAt: longAgo,
        createdAt: longAgo,
      });
      for (let start = 0; start < 2; start++) {
        const app = await startTestApp(own);
        await app.close();
        const index = (await sessions.indexes()).find((candidate) => candidate.name === 'expiresAt_1');
        expect(index?.expireAfterSeconds).toBe(86_400);
      }
      if (own.runTtlPass) {
        await own.runTtlPass();
        expect(await sessions.countDocuments({ tokenHash: 'old' })).toBe(0);
      }
    } finally {
      await connection.close();
    }
  });
});
