import { Secret, TOTP } from 'otpauth';
import { createUser, login, manualClock, setUpTestApp, statusOf, withTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

// On a step boundary, so "the next step" is exactly 30 s away.
const clock = manualClock(Math.floor(Date.now() / 30_000) * 30_000 + 1_000);
const STEP = 30_000;

const t = setUpTestApp({ env: { TWO_FACTOR_MAX_FAILURES: '8' }, clock: clock.now });

const codeAt = (secret: string, offsetMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now() + offsetMs });

/** A fresh account with two-factor sign-in on: its key, recovery codes and password. */
async function withTwoFactor(role: 'user' | 'editor' | 'admin' = 'user') {
  const admin = await login(t);
  const account = await createUser(t, role, admin.accessToken);
  const setup = await t.call('POST', '/auth/2fa/setup', { token: account.accessToken });
  expect(setup.status).toBe(200);
  const { secret, otpauthUrl } = setup.body.data as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Mwangaza%20Analytics:.+secret=/);
  const enabled = await t.call('POST', '/auth/2fa/enable', {
    token: account.accessToken,
    body: { code: codeAt(secret) },
  });
  expect(enabled.status).toBe(200);
  clock.advance(STEP);
  return { ...account, secret, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
}

async function challenge(email: string, password: string) {
  const answer = await t.call('POST', '/auth/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  return answer.body.data as { twoFactorRequired: boolean; challengeToken: string; accessToken?: string };
}

const secondStep = (body: Record<string, string>) => t.call('POST', '/auth/login/2fa', { body });

describe('turning two-factor sign-in on', () => {
  it('refuses a wrong first code and keeps sign-in as it was', async () => {
    const admin = await login(t);
    const account = await createUser(t, 'user', admin.accessToken);
    await t.call('POST', '/auth/2fa/setup', { token: account.accessToken });
    const wrong = await t.call('POST', '/auth/2fa/enable', {
      token: account.accessToken,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect((await login(t, account.email, account.password)).accessToken).toEqual(expect.any(String));
  });

  it('gives ten recovery codes once, and login then asks for a code instead of handing out tokens', async () => {
    const account = await withTwoFactor();
    expect(account.recoveryCodes).toHaveLength(10);
    expect(new Set(account.recoveryCodes).size).toBe(10);
    const me = await t.call('GET', '/auth/me', { token: account.accessToken });
    expect(me.body.data.user.twoFactorEnabled).toBe(true);
    const answer = await challenge(account.email, account.password);
    expect(answer.twoFactorRequired).toBe(true);
    expect(answer.accessToken).toBeUndefined();
    const done = await secondStep({ challengeToken: answer.challengeToken, code: codeAt(account.secret) });
    expect(done.status).toBe(200);
    expect(done.body.data.accessToken).toEqual(expect.any(String));
    expect((await t.call('GET', '/auth/me', { token: done.body.data.accessToken })).status).toBe(200);
  });
});

describe('the second step', () => {
  it('refuses a wrong code with 401 and records a failed sign-in', async () => {
    const account = await withTwoFactor();
    const { challengeToken } = await challenge(account.email, account.password);
    const wrong = await secondStep({
      challengeToken,
      code: '123456' === codeAt(account.secret) ? '654321' : '123456',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid two-factor code' });
    const admin = await login(t);
    const audit = await t.call('GET', `/audit?actor=${account.user.id}&action=auth.login_failed`, {
      token: admin.accessToken,
    });
    expect(audit.body.data.entries[0].summary).toBe('Wrong two-factor code');
  });

  it('accepts a code from one step either side (clock drift), not two', async () => {
    const account = await withTwoFactor();
    const first = await challenge(account.email, account.password);
    expect(
      (await secondStep({ challengeToken: first.challengeToken, code: codeAt(account.secret, -2 * STEP) }))
        .status,
    ).toBe(401);
    expect(
      (await secondStep({ challengeToken: first.challengeToken, code: codeAt(account.secret, STEP) })).status,
    ).toBe(200);
  });

  it('refuses a code replayed within its step', async () => {
    const account = await withTwoFactor();
    const code = codeAt(account.secret);
    const first = await challenge(account.email, account.password);
    expect((await secondStep({ challengeToken: first.challengeToken, code })).status).toBe(200);
    const second = await challenge(account.email, account.password);
    expect((await secondStep({ challengeToken: second.challengeToken, code })).status).toBe(401);
    clock.advance(STEP);
    expect(
      (await secondStep({ challengeToken: second.challengeToken, code: codeAt(account.secret) })).status,
    ).toBe(200);
  });

  it('takes each recovery code once and records its use', async () => {
    const account = await withTwoFactor();
    const recovery = account.recoveryCodes[0]!;
    const first = await challenge(account.email, account.password);
    expect(
      (await secondStep({ challengeToken: first.challengeToken, recoveryCode: recovery.toUpperCase() }))
        .status,
    ).toBe(200);
    const second = await challenge(account.email, account.password);
    expect((await secondStep({ challengeToken: second.challengeToken, recoveryCode: recovery })).status).toBe(
      401,
    );
    const admin = await login(t);
    const audit = await t.call('GET', `/audit?actor=${account.user.id}&action=auth.2fa_recovery_used`, {
      token: admin.accessToken,
    });
    expect(audit.body.data.entries).toHaveLength(1);
    expect(audit.body.data.entries[0].summary).toBe('Used a recovery code (9 left)');
  });

  it('ends a challenge after five wrong codes and when it expires', async () => {
    const account = await withTwoFactor();
    const { challengeToken } = await challenge(account.email, account.password);
    for (let i = 0; i < 5; i++) await secondStep({ challengeToken, code: '000000' });
    const after = await secondStep({ challengeToken, code: codeAt(account.secret) });
    expect(after.body).toEqual({
      success: false,
      message: 'Your sign-in has expired. Please sign in again.',
    });
    const late = await challenge(account.email, account.password);
    clock.advance(5 * 60_000 + 1);
    expect(
      (await secondStep({ challengeToken: late.challengeToken, code: codeAt(account.secret) })).status,
    ).toBe(401);
  });

  it('throttles an account after too many wrong codes across challenges (429)', async () => {
    const account = await withTwoFactor();
    for (let i = 0; i < 2; i++) {
      const { challengeToken } = await challenge(account.email, account.password);
      for (let j = 0; j < 4; j++) await secondStep({ challengeToken, code: '000000' });
    }
    const { challengeToken } = await challenge(account.email, account.password);
    const limited = await secondStep({ challengeToken, code: codeAt(account.secret) });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/);
  });
});

describe('turning it off and renewing recovery codes', () => {
  it('asks for the password or a current code', async () => {
    const account = await withTwoFactor();
    const session = await secondStep({
      challengeToken: (await challenge(account.email, account.password)).challengeToken,
      code: codeAt(account.secret),
    });
    const token = session.body.data.accessToken as string;
    clock.advance(STEP);
    expect((await t.call('POST', '/auth/2fa/recovery-codes', { token, body: {} })).status).toBe(400);
    const renewed = await t.call('POST', '/auth/2fa/recovery-codes', {
      token,
      body: { code: codeAt(account.secret) },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    const old = await challenge(account.email, account.password);
    expect(
      (await secondStep({ challengeToken: old.challengeToken, recoveryCode: account.recoveryCodes[1]! }))
        .status,
    ).toBe(401);
    expect(
      (await t.call('POST', '/auth/2fa/disable', { token, body: { password: 'wrong-password' } })).status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/auth/2fa/disable', { token, body: { password: account.password } })).status,
    ).toBe(200);
    expect((await challenge(account.email, account.password)).accessToken).toEqual(expect.any(String));
    const admin = await login(t);
    const audit = await t.call('GET', `/audit?actor=${account.user.id}`, { token: admin.accessToken });
    const actions = (audit.body.data.entries as { action: string }[]).map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['auth.2fa_enabled', 'auth.2fa_recovery_regenerated', 'auth.2fa_disabled']),
    );
  });
});

describe('required for editors and administrators', () => {
  let secureAdmin: string;

  beforeAll(async () => {
    const admin = await withTwoFactor('admin');
    const answer = await challenge(admin.email, admin.password);
    const session = await secondStep({ challengeToken: answer.challengeToken, code: codeAt(admin.secret) });
    secureAdmin = session.body.data.accessToken;
  });

  afterEach(async () => {
    await t.call('PUT', '/auth/2fa/policy', { token: secureAdmin, body: { requiredForStaff: false } });
  });

  it('leads an editor without it to set it up; nothing else answers until then', async () => {
    const admin = await login(t);
    const editor = await createUser(t, 'editor', admin.accessToken);
    const viewer = await createUser(t, 'user', admin.accessToken);
    const policy = await t.call('PUT', '/auth/2fa/policy', {
      token: secureAdmin,
      body: { requiredForStaff: true },
    });
    expect(policy.body.data).toEqual({ requiredForStaff: true, lockedByConfig: false });

    const session = await login(t, editor.email, editor.password);
    expect(session.user).toMatchObject({ twoFactorSetupRequired: true });
    const blocked = await t.call('GET', '/auth/sessions', { token: session.accessToken });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(
      'An administrator requires two-factor sign-in for your account. Set it up to continue.',
    );
    expect((await t.call('GET', '/auth/sessions', { token: viewer.accessToken })).status).toBe(200);

    const setup = await t.call('POST', '/auth/2fa/setup', { token: session.accessToken });
    await t.call('POST', '/auth/2fa/enable', {
      token: session.accessToken,
      body: { code: codeAt(setup.body.data.secret) },
    });
    const me = await t.call('GET', '/auth/me', { token: session.accessToken });
    expect(me.body.data.user.twoFactorSetupRequired).toBeUndefined();
    expect((await t.call('GET', '/auth/sessions', { token: session.accessToken })).status).toBe(200);
  });

  it("is an administrator's setting, needing their own two-factor first, and is audited", async () => {
    const admin = await login(t);
    const editor = await createUser(t, 'editor', admin.accessToken);
    expect(await statusOf(t, 'PUT', '/auth/2fa/policy', editor.accessToken, { requiredForStaff: true })).toBe(
      403,
    );
    const unprotected = await t.call('PUT', '/auth/2fa/policy', {
      token: admin.accessToken,
      body: { requiredForStaff: true },
    });
    expect(unprotected.status).toBe(409);
    expect(unprotected.body.message).toBe('Turn on two-factor sign-in for your own account first.');
    await t.call('PUT', '/auth/2fa/policy', { token: secureAdmin, body: { requiredForStaff: true } });
    const audit = await t.call('GET', '/audit?action=settings.two_factor_policy', { token: secureAdmin });
    expect(audit.body.data.entries[0].summary).toBe(
      'Required two-factor sign-in for editors and administrators',
    );
  });
});

describe('TWO_FACTOR_REQUIRED', () => {
  it('keeps the requirement on whatever the console asks', async () => {
    await withTestApp(
      { db: t.db, env: { TWO_FACTOR_REQUIRED: 'true' }, clock: clock.now },
      async (required) => {
        const demo = await login(required);
        expect(demo.user).toMatchObject({ twoFactorSetupRequired: true });
      },
    );
  });
});
