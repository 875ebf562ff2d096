import { setUpInstances } from '../helpers/instances';
import { manualClock, setUpTestApp, type TestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

// Clients are told apart by X-Forwarded-For from the loopback proxy, as behind the shell's server.
const LIMITS = {
  TRUST_PROXY: 'loopback',
  LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT: '3',
  LOGIN_MAX_FAILURES_PER_CLIENT: '1000',
  LOGIN_ACCOUNT_BACKOFF_AFTER: '3',
  LOGIN_FAILURE_WINDOW_MS: '900000',
};
const OWNER = { fullName: 'Owner', email: 'owner@example.com', password: 'Correct-horse-1' };

function attempt(t: TestApp, ip: string, password: string) {
  return t.call('POST', '/auth/login', {
    body: { email: OWNER.email, password },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('sign-in limits', () => {
  const clock = manualClock();
  const t = setUpTestApp({ env: LIMITS, clock: clock.now });

  beforeAll(async () => {
    await t.call('POST', '/auth/register', { body: OWNER });
  });

  it("stops a guessing client on one account without locking the owner's other clients out", async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(t, '203.0.113.1', 'guess')).status).toBe(401);
    const blocked = await attempt(t, '203.0.113.1', OWNER.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    expect((await attempt(t, '198.51.100.7', OWNER.password)).status).toBe(200);
  });

  it('backs off clients with failures on an account under attack; a clean client with the right password passes', async () => {
    clock.advance(3_600_001); // every earlier window has ended
    for (const ip of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) {
      expect((await attempt(t, ip, 'guess')).status).toBe(401);
    }
    const slowed = await attempt(t, '203.0.113.11', 'guess');
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe('Too many login attempts. Please try again in 1 second.');
    expect((await attempt(t, '198.51.100.20', OWNER.password)).status).toBe(200);
  });

  it('doubles the backoff per failure and lets the client try again once it has passed', async () => {
    clock.advance(3_600_001);
    for (const ip of ['203.0.113.21', '203.0.113.22', '203.0.113.23', '203.0.113.24']) {
      clock.advance(5_000);
      expect((await attempt(t, ip, 'guess')).status).toBe(401);
    }
    expect((await attempt(t, '203.0.113.21', 'guess')).body.message).toBe(
      'Too many login attempts. Please try again in 2 seconds.',
    );
    clock.advance(2_000);
    expect((await attempt(t, '203.0.113.21', 'guess')).status).toBe(401);
  });

  it('keeps its counters in a collection whose TTL index removes each window after it ends', async () => {
    const indexes = await t.app.db.connection.collection('rate_counters').indexes();
    expect(indexes).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 })]),
    );
  });

  it('ignores a window that has ended even before the TTL monitor deletes it', async () => {
    clock.advance(3_600_001);
    for (let i = 0; i < 3; i++) await attempt(t, '203.0.113.31', 'guess');
    expect((await attempt(t, '203.0.113.31', OWNER.password)).status).toBe(429);
    clock.advance(900_001);
    expect((await attempt(t, '203.0.113.31', OWNER.password)).status).toBe(200);
  });
});

describe('two API instances on one database', () => {
  const env = { ...LIMITS, CONTACT_RATE_LIMIT_MAX: '2', LOGIN_ACCOUNT_BACKOFF_AFTER: '100' };
  const [a, b] = setUpInstances([env, env]);

  beforeAll(async () => {
    await a.call('POST', '/auth/register', { body: OWNER });
  });

  it('count failed logins into one limit', async () => {
    expect((await attempt(a, '203.0.113.41', 'guess')).status).toBe(401);
    expect((await attempt(b, '203.0.113.41', 'guess')).status).toBe(401);
    expect((await attempt(a, '203.0.113.41', 'guess')).status).toBe(401);
    expect((await attempt(b, '203.0.113.41', OWNER.password)).status).toBe(429);
    expect((await attempt(a, '203.0.113.41', OWNER.password)).status).toBe(429);
  });

  it('share one contact allowance per client', async () => {
    const enquiry = {
      name: 'Wanjiru',
      email: 'wanjiru@example.com',
      project: 'A dashboard for our sales data',
    };
    const send = (t: TestApp, ip: string) =>
      t.call('POST', '/contact', { body: enquiry, headers: { 'x-forwarded-for': ip } });
    expect((await send(a, '203.0.113.51')).status).toBe(201);
    expect((await send(b, '203.0.113.51')).status).toBe(201);
    const third = await send(a, '203.0.113.51');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe('Too many messages sent. Please try again in 10 minutes.');
    expect((await send(b, '203.0.113.51')).status).toBe(429);
    expect((await send(b, '198.51.100.52')).status).toBe(201);
  });
});
