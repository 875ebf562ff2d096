import { Secret, TOTP } from 'otpauth';
import { HOUR, MINUTE } from '../../helpers/clock';
import {
  createUser,
  login,
  manualClock,
  setUpTestApp,
  withTestApp,
  type CallResult,
} from '../../helpers/test-app';

jest.setTimeout(60_000);

/**
 * Every 429 says how long to wait twice: in its message for people and in Retry-After (seconds) for
 * programs. Each limit below is tripped by a client of its own (X-Forwarded-For from the loopback proxy).
 */

const clock = manualClock();

const t = setUpTestApp({
  env: {
    TRUST_PROXY: 'loopback',
    LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT: '2',
    LOGIN_MAX_FAILURES_PER_CLIENT: '3',
    LOGIN_ACCOUNT_BACKOFF_AFTER: '4',
    LOGIN_FAILURE_WINDOW_MS: String(15 * MINUTE),
    TWO_FACTOR_MAX_FAILURES: '2',
    TWO_FACTOR_MAX_ATTEMPTS_PER_CLIENT: '3',
    CONTACT_RATE_LIMIT_MAX: '1',
    CONTACT_RATE_LIMIT_WINDOW_MS: String(10 * MINUTE),
    PASSWORD_RESET_MAX_PER_CLIENT: '2',
    PASSWORD_RESET_MAX_PER_ADDRESS: '1',
    PASSWORD_RESET_WINDOW_MS: String(HOUR),
  },
  clock: clock.now,
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const post = (path: string, ip: string, body: unknown) => t.call('POST', path, { body, headers: from(ip) });

/** A 429 whose Retry-After is `seconds`, and whose message names the same wait. */
function expectRetryAfter(result: CallResult, seconds: number, wait: string) {
  expect(result.status).toBe(429);
  expect(result.headers.get('retry-after')).toBe(String(seconds));
  expect(result.body).toEqual({ success: false, message: expect.stringContaining(`try again in ${wait}.`) });
}

describe('sign-in', () => {
  beforeAll(async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const password = 'Correct-horse-1';
      await t.call('POST', '/auth/register', {
        body: { fullName: `Owner ${n}`, email: `owner${n}@example.com`, password },
      });
    }
  });
  const attempt = (ip: string, email: string, password = 'wrong-guess') =>
    post('/auth/login', ip, { email, password });

  it('one client guessing one account', async () => {
    for (let i = 0; i < 2; i++) expect((await attempt('203.0.113.1', 'owner1@example.com')).status).toBe(401);
    expectRetryAfter(await attempt('203.0.113.1', 'owner1@example.com'), 15 * 60, '15 minutes');
  });

  it('one client guessing many accounts', async () => {
    for (const n of [2, 3, 4])
      expect((await attempt('203.0.113.2', `owner${n}@example.com`)).status).toBe(401);
    clock.advance(MINUTE);
    expectRetryAfter(await attempt('203.0.113.2', 'owner5@example.com'), 14 * 60, '14 minutes');
  });

  it('the growing delay on an account under attack', async () => {
    for (const ip of ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14'])
      expect((await attempt(ip, 'owner5@example.com')).status).toBe(401);
    expectRetryAfter(await attempt('203.0.113.11', 'owner5@example.com'), 1, '1 second');
  });
});

describe('two-factor codes', () => {
  /** An account with two-factor sign-in on, and a fresh challenge for it. */
  async function twoFactorAccount() {
    const admin = await login(t);
    const account = await createUser(t, 'user', admin.accessToken);
    const setup = await t.call('POST', '/auth/2fa/setup', { token: account.accessToken });
    const secret = Secret.fromBase32(setup.body.data.secret as string);
    const code = TOTP.generate({ secret, timestamp: clock.now() });
    const enabled = await t.call('POST', '/auth/2fa/enable', { token: account.accessToken, body: { code } });
    expect(enabled.status).toBe(200);
    const challenge = async () =>
      (await t.call('POST', '/auth/login', { body: { email: account.email, password: account.password } }))
        .body.data.challengeToken as string;
    return { challenge };
  }

  it('too many wrong codes on one account', async () => {
    const { challenge } = await twoFactorAccount();
    const challengeToken = await challenge();
    for (let i = 0; i < 2; i++)
      expect((await post('/auth/login/2fa', '203.0.113.21', { challengeToken, code: '000000' })).status).toBe(
        401,
      );
    clock.advance(5 * MINUTE);
    const next = await challenge();
    expectRetryAfter(
      await post('/auth/login/2fa', '203.0.113.22', { challengeToken: next, code: '000000' }),
      10 * 60,
      '10 minutes',
    );
  });

  it('too many codes tried by one client', async () => {
    for (let i = 0; i < 3; i++) {
      const wrong = await post('/auth/login/2fa', '203.0.113.23', {
        challengeToken: 'x'.repeat(43),
        code: '000000',
      });
      expect(wrong.status).toBe(401);
    }
    expectRetryAfter(
      await post('/auth/login/2fa', '203.0.113.23', { challengeToken: 'x'.repeat(43), code: '000000' }),
      15 * 60,
      '15 minutes',
    );
  });
});

describe('the contact form', () => {
  it('too many enquiries from one client', async () => {
    const enquiry = { name: 'Wanjiru', email: 'wanjiru@example.com', project: 'A dashboard' };
    expect((await post('/contact', '203.0.113.31', enquiry)).status).toBe(201);
    clock.advance(30_000);
    expectRetryAfter(await post('/contact', '203.0.113.31', enquiry), 9 * 60 + 30, '10 minutes');
  });
});

describe('password resets and invitations', () => {
  it('too many reset requests for one address', async () => {
    const body = { email: 'someone@example.com' };
    expect((await post('/auth/password-reset', '203.0.113.41', body)).status).toBe(202);
    expectRetryAfter(await post('/auth/password-reset', '203.0.113.42', body), 60 * 60, '60 minutes');
  });

  it('too many reset requests from one client', async () => {
    for (const email of ['a@example.com', 'b@example.com'])
      expect((await post('/auth/password-reset', '203.0.113.43', { email })).status).toBe(202);
    expectRetryAfter(
      await post('/auth/password-reset', '203.0.113.43', { email: 'c@example.com' }),
      60 * 60,
      '60 minutes',
    );
  });

  it('too many reset links tried by one client', async () => {
    const body = { token: 'x'.repeat(43), password: 'Jacaranda-blooms-7' };
    for (let i = 0; i < 2; i++)
      expect((await post('/auth/password-reset/confirm', '203.0.113.44', body)).status).toBe(400);
    expectRetryAfter(await post('/auth/password-reset/confirm', '203.0.113.44', body), 60 * 60, '60 minutes');
  });

  it('too many invitation links tried by one client', async () => {
    const body = { token: 'x'.repeat(43), fullName: 'Guest', password: 'Jacaranda-blooms-7' };
    for (let i = 0; i < 2; i++)
      expect((await post('/auth/invitations/accept', '203.0.113.45', body)).status).toBe(400);
    expectRetryAfter(await post('/auth/invitations/accept', '203.0.113.45', body), 60 * 60, '60 minutes');
  });
});

describe('the global limit', () => {
  it('too many requests from one client to this instance', async () => {
    await withTestApp({ env: { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '60000' } }, async (limited) => {
      for (let i = 0; i < 2; i++) expect((await limited.call('GET', '/services')).status).toBe(200);
      const refused = await limited.call('GET', '/services');
      expect(refused.status).toBe(429);
      // Counted in real time by @fastify/rate-limit: somewhere within the 60 s window.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(refused.body.message).toMatch(
        /^Too many requests\. Please try again in \d+ (second|minute)s?\.$/,
      );
    });
  });
});
