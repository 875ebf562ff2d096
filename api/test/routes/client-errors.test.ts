import { CLIENT_ERROR_LIMITS } from '@mwangaza/shared/schemas';
import { sample, scrape } from '../helpers/metrics';
import { startDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';

jest.setTimeout(60_000);

const TOKEN = 'metrics-token-for-tests-7d1c2b9e';
const LIMIT = 3;
const lines: Record<string, unknown>[] = [];

let db: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  db = await startDatabase();
  t = await startTestApp(
    db,
    {
      LOG_LEVEL: 'info',
      METRICS_TOKEN: TOKEN,
      TRUST_PROXY: 'loopback',
      CLIENT_ERRORS_RATE_LIMIT_MAX: String(LIMIT),
    },
    { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
  );
});

afterAll(async () => {
  await t?.close();
  await db?.stop();
});

let client = 0;
/** A report from a client of its own (X-Forwarded-For through the loopback proxy), so limits never mix. */
const report = (body: unknown, ip = `203.0.113.${++client}`) =>
  t.call('POST', '/client-errors', {
    body,
    headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' },
  });

const REMOTE_DOWN = {
  kind: 'remote-load',
  message: 'Loading script failed. (missing: http://localhost:3002/remoteEntry.js)',
  page: '/admin/login',
  remote: 'adminConsole',
};
const UNCAUGHT = {
  kind: 'error',
  message: "TypeError: Cannot read properties of undefined (reading 'title')",
  page: '/case-studies/water-kiosks-kenya',
  source: 'http://localhost:3001/567.0123abcd.js',
  line: 1,
  column: 4242,
  stack:
    "TypeError: Cannot read properties of undefined (reading 'title')\n    at Card (567.0123abcd.js:1:4242)",
};

describe('POST /api/client-errors', () => {
  it('logs each report with the request id and the browser, and counts it by kind', async () => {
    const before = await scrape(t.baseUrl, TOKEN);
    const answer = await report({ reports: [REMOTE_DOWN, UNCAUGHT] });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ success: true, message: 'Error report received' });

    const id = answer.headers.get('x-request-id');
    const logged = lines.filter((line) => line.msg === 'client error reported' && line.reqId === id);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 40,
        clientError: REMOTE_DOWN,
        userAgent: expect.stringContaining('Chrome'),
      }),
      expect.objectContaining({ level: 40, clientError: UNCAUGHT }),
    ]);
    const after = await scrape(t.baseUrl, TOKEN);
    for (const kind of ['remote-load', 'error']) {
      expect(sample(after, 'mwangaza_client_errors_total', { kind })).toBe(
        (sample(before, 'mwangaza_client_errors_total', { kind }) ?? 0) + 1,
      );
    }
  });

  it.each([
    ['no reports', { reports: [] }],
    ['an unknown kind', { reports: [{ ...UNCAUGHT, kind: 'warning' }] }],
    [
      'a page with its query string (it may hold a reset token)',
      { reports: [{ ...UNCAUGHT, page: '/admin/reset-password?token=abc' }] },
    ],
    [
      'a field that is not asked for (e.g. who the visitor is)',
      { reports: [{ ...UNCAUGHT, email: 'visitor@example.com' }] },
    ],
    ['a message over 500 characters', { reports: [{ ...UNCAUGHT, message: 'x'.repeat(501) }] }],
    ['more than 10 reports', { reports: Array(11).fill(UNCAUGHT) }],
  ])('refuses %s with 400 in the envelope', async (_case, body) => {
    const answer = await report(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('takes a body of CLIENT_ERROR_LIMITS.bodyBytes, the limit the shell packs to, and refuses one byte more (413)', async () => {
    const json = JSON.stringify({ reports: [UNCAUGHT] });
    const sized = (bytes: number) =>
      t.call('POST', '/client-errors', {
        // JSON allows spaces before its closing brace: the same report, padded to the size wanted.
        rawBody: `${json.slice(0, -1)}${' '.repeat(bytes - json.length)}}`,
        headers: { 'x-forwarded-for': `203.0.113.${++client}`, 'user-agent': 'Mozilla/5.0 Chrome/140.0' },
      });
    expect((await sized(CLIENT_ERROR_LIMITS.bodyBytes)).status).toBe(202);
    const over = await sized(CLIENT_ERROR_LIMITS.bodyBytes + 1);
    expect(over.status).toBe(413);
    expect(over.body.success).toBe(false);
  });

  it('limits each client to CLIENT_ERRORS_RATE_LIMIT_MAX requests per window, without stopping others', async () => {
    const statuses = [];
    for (let i = 0; i <= LIMIT; i++)
      statuses.push((await report({ reports: [UNCAUGHT] }, '198.51.100.7')).status);
    expect(statuses).toEqual([...Array(LIMIT).fill(202), 429]);
    const limited = await report({ reports: [UNCAUGHT] }, '198.51.100.7');
    expect(limited.body).toEqual({ success: false, message: expect.stringMatching(/^Too many requests/) });
    expect((await report({ reports: [UNCAUGHT] }, '198.51.100.8')).status).toBe(202);
  });
});

describe('the OpenAPI document', () => {
  it('describes POST /api/client-errors with its body and answers', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const operation =
      document.paths['/api/client-errors/']?.post ?? document.paths['/api/client-errors']?.post;
    expect(operation).toMatchObject({
      summary: "Report errors a visitor's browser ran into",
      description: expect.stringContaining('logged with the request id'),
    });
    expect(Object.keys(operation?.responses as object)).toEqual(['202', '400', '413', '429']);
    expect(JSON.stringify(operation?.requestBody)).toContain('remote-load');
  });
});
