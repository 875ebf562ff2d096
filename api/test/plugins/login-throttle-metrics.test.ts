import { Secret, TOTP } from 'otpauth';
import { sample, scrape } from '../helpers/metrics';
import { createUser, login, manualClock, setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const TOKEN = 'metrics-token-for-tests-7d1c2b9e';
const clock = manualClock(Math.floor(Date.now() / 30_000) * 30_000 + 1_000);
// Clients are told apart by X-Forwarded-For from the loopback proxy, as behind the shell's server.
const t = setUpTestApp({
  env: {
    METRICS_TOKEN: TOKEN,
    TRUST_PROXY: 'loopback',
    LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT: '2',
    LOGIN_MAX_FAILURES_PER_CLIENT: '4',
    LOGIN_ACCOUNT_BACKOFF_AFTER: '3',
    TWO_FACTOR_MAX_FAILURES: '2',
    TWO_FACTOR_MAX_ATTEMPTS_PER_CLIENT: '3',
  },
  clock: clock.now,
});

const signIn = (email: string, password: string, ip: string) =>
  t.call('POST', '/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
const codeStep = (body: Record<string, string>, ip: string) =>
  t.call('POST', '/auth/login/2fa', { body, headers: { 'x-forwarded-for': ip } });
const throttled = async (limit: string) =>
  sample(await scrape(t.baseUrl, TOKEN), 'mwangaza_login_throttled_total', { limit });

describe('mwangaza_login_throttled_total', () => {
  it('starts every limit at 0', async () => {
    for (const limit of [
      'account_client',
      'client',
      'account_backoff',
      'two_factor_account',
      'two_factor_client',
    ]) {
      expect(await throttled(limit)).toBe(0);
    }
  });

  it('counts a client stopped on one account under account_client', async () => {
    for (let i = 0; i < 2; i++)
      expect((await signIn('a@example.com', 'guess', '203.0.113.1')).status).toBe(401);
    expect((await signIn('a@example.com', 'guess', '203.0.113.1')).status).toBe(429);
    expect((await signIn('a@example.com', 'guess', '203.0.113.1')).status).toBe(429);
    expect(await throttled('account_client')).toBe(2);
    expect(await throttled('client')).toBe(0);
  });

  it('counts a client trying many accounts under client', async () => {
    for (let i = 0; i < 4; i++) {
      expect((await signIn(`b${i}@example.com`, 'guess', '203.0.113.2')).status).toBe(401);
    }
    expect((await signIn('b9@example.com', 'guess', '203.0.113.2')).status).toBe(429);
    expect(await throttled('client')).toBe(1);
  });

  it('counts the backoff of an account under attack from many clients under account_backoff', async () => {
    for (const ip of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) {
      expect((await signIn('c@example.com', 'guess', ip)).status).toBe(401);
    }
    expect((await signIn('c@example.com', 'guess', '203.0.113.11')).status).toBe(429);
    expect(await throttled('account_backoff')).toBe(1);
  });

  it('counts the code step: wrong codes on one account, and attempts from one client', async () => {
    clock.advance(3_600_001); // every earlier window has ended
    const admin = await login(t);
    const account = await createUser(t, 'user', admin.accessToken);
    const { secret } = (await t.call('POST', '/auth/2fa/setup', { token: account.accessToken })).body.data;
    const code = TOTP.generate({ secret: Secret.fromBase32(secret as string), timestamp: clock.now() });
    await t.call('POST', '/auth/2fa/enable', { token: account.accessToken, body: { code } });
    clock.advance(30_000);

    const challenge = async (ip: string) =>
      (await signIn(account.email, account.password, ip)).body.data.challengeToken as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      expect((await codeStep({ challengeToken: await challenge(ip), code: wrong }, ip)).status).toBe(401);
    }
    const third = await codeStep(
      { challengeToken: await challenge('198.51.100.3'), code: wrong },
      '198.51.100.3',
    );
    expect(third.status).toBe(429);
    expect(await throttled('two_factor_account')).toBe(1);

    for (let i = 0; i < 3; i++)
      await codeStep({ challengeToken: 'x'.repeat(43), code: wrong }, '198.51.100.9');
    expect((await codeStep({ challengeToken: 'x'.repeat(43), code: wrong }, '198.51.100.9')).status).toBe(
      429,
    );
    expect(await throttled('two_factor_client')).toBe(1);
  });
});
