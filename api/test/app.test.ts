import { expectRefusal, login, setUpTestApp, withTestApp } from './helpers/test-app';

jest.setTimeout(30_000);

const t = setUpTestApp({ env: { BODY_LIMIT_BYTES: '2048' } });

describe('error shape', () => {
  it('answers unknown routes with 404 in the envelope', async () => {
    expectRefusal(await t.call('GET', '/nothing-here?x=1'), 404, 'Route GET /api/nothing-here not found');
  });

  it('answers malformed JSON with 400', async () => {
    expectRefusal(
      await t.call('POST', '/auth/register', { rawBody: '{"fullName": "A",' }),
      400,
      'Malformed JSON in request body',
    );
  });

  it('answers a body over the limit with 413 and a clear message, storing nothing', async () => {
    const project = 'x'.repeat(4000);
    const { status, body } = await t.call('POST', '/contact', {
      body: { name: 'A', email: 'a@b.co', project },
    });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: 'Request body is too large (limit 2 KB)' });
  });

  it('answers a non-JSON body with 415', async () => {
    const { status, body } = await t.call('POST', '/contact', {
      rawBody: 'name=A',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(status).toBe(415);
    expect(body.success).toBe(false);
  });

  it('answers a JSON body that is not an object with 400', async () => {
    expectRefusal(
      await t.call('POST', '/auth/login', { rawBody: '["a"]' }),
      400,
      'Request body must be an object',
    );
  });
});

describe('headers', () => {
  it("sends an API's security headers", async () => {
    const { headers } = await t.call('GET', '/config');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    // Headers only a web page uses are left off JSON.
    expect(headers.get('referrer-policy')).toBeNull();
    expect(headers.get('cross-origin-opener-policy')).toBeNull();
    expect(headers.get('x-powered-by')).toBeNull();
  });

  it("gives the API documentation pages a page's security headers", async () => {
    await withTestApp({ db: t.db, env: { DOCS_ENABLED: 'true' } }, async (app) => {
      const response = await fetch(`${app.baseUrl}/api/docs/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    });
  });

  it('allows configured origins only', async () => {
    const allowed = await fetch(`${t.baseUrl}/api/services`, {
      headers: { origin: 'http://localhost:3001' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    const denied = await fetch(`${t.baseUrl}/api/services`, { headers: { origin: 'https://evil.example' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /config', () => {
  it('shows the demo account in demo mode', async () => {
    const { body } = await t.call('GET', '/config');
    expect(body.data).toEqual({
      demoMode: true,
      registration: 'open',
      enquiryRetentionMonths: 24,
      demoAccount: { email: 'admin@mwangaza-analytics.co.ke', password: 'Demo@2024!' },
    });
  });

  it('hides it when demo mode is off', async () => {
    await withTestApp({ env: { DEMO_MODE: 'false', ENQUIRY_RETENTION_MONTHS: '36' } }, async (app) => {
      // The privacy notice states the retention the server applies.
      expect((await app.call('GET', '/config')).body.data).toEqual({
        demoMode: false,
        registration: 'open',
        enquiryRetentionMonths: 36,
      });
    });
  });
});

describe('health', () => {
  it('answers liveness without the database', async () => {
    for (const path of ['/health', '/health/live']) {
      const { status, body } = await t.call('GET', path);
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        message: 'OK',
        data: { uptime: expect.any(Number), build: { version: '1.0.0', commit: null, builtAt: null } },
      });
    }
  });

  it('reports readiness with the database up', async () => {
    const { status, body } = await t.call('GET', '/health/ready');
    expect(status).toBe(200);
    expect(body.data.database).toBe('up');
  });
});

describe('session limits', () => {
  it('gives new accounts role "user" once an admin exists', async () => {
    const admin = await login(t);
    expect(admin.user.role).toBe('admin');
  });
});
