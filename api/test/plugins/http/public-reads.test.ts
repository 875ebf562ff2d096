import { startDatabase, startTestApp, type TestApp, type TestDatabase } from '../../helpers/test-app';

jest.setTimeout(30_000);

/**
 * Cached public reads leave by a shorter path than other responses (answered before validation and the
 * handler, no promise, no @fastify/compress hooks, one unredacted log line): a client must still see
 * everything the full path sends, and the rate limit still counts them.
 */

const ORIGIN = 'http://localhost:3001';
/** An API's security headers (plugins/external/helmet.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

let db: TestDatabase;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  db = await startDatabase();
  t = await startTestApp(
    db,
    { LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});

afterAll(async () => {
  await t.close();
  await db.stop();
});

const read = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${t.baseUrl}/api${path}`, { headers: { origin: ORIGIN, ...headers } });

/** Every header but the ones that change from one response to the next. */
function stableHeaders(response: Response): Record<string, string> {
  const headers = Object.fromEntries(response.headers.entries());
  delete headers.date;
  delete headers['x-ratelimit-remaining'];
  // Every answer, cached or not, names its own request.
  if (headers['x-request-id']) headers['x-request-id'] = '(its own)';
  return headers;
}

describe('cached public reads', () => {
  it.each([
    ['a list', '/services?limit=100'],
    ['a filtered list', '/case-studies?featured=true'],
    ['an item', '/services/data-pipelines'],
  ])('answer %s from the cache with the same body and headers as the first read', async (_what, path) => {
    const first = await read(path);
    const firstBody = await first.text();
    const cached = await read(path);
    expect(cached.status).toBe(200);
    expect(await cached.text()).toBe(firstBody);
    expect(stableHeaders(cached)).toEqual(stableHeaders(first));
    for (const name of SECURITY_HEADERS) expect(cached.headers.get(name)).not.toBeNull();
    expect(cached.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(cached.headers.get('access-control-expose-headers')).toBe('ETag, Retry-After');
    // fetch asks for gzip: the lists (over 2 KB) come compressed, the item does not.
    expect(cached.headers.get('vary')).toMatch(/^Origin(, Accept-Encoding)?$/);
    expect(cached.headers.get('cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=300$/);
    expect(cached.headers.get('etag')).toMatch(/^W\/"/);
    expect(cached.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(cached.headers.get('x-ratelimit-limit')).toBe('1000');
  });

  it.each(['br', 'gzip'])(
    'send large bodies compressed once in %s, with the same headers on every read',
    async (encoding) => {
      const path = '/services?limit=100';
      const plain = await (await read(path)).text();
      const first = await read(path, { 'accept-encoding': encoding });
      const cached = await read(path, { 'accept-encoding': encoding });
      for (const response of [first, cached]) {
        expect(response.headers.get('content-encoding')).toBe(encoding);
        expect(response.headers.get('vary')).toBe('Origin, Accept-Encoding');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        // fetch decodes the body: the same JSON as the uncompressed answer.
        expect(await response.text()).toBe(plain);
      }
      expect(stableHeaders(cached)).toEqual(stableHeaders(first));
    },
  );

  it('answer 304 to a matching If-None-Match with the security, CORS and cache headers', async () => {
    const first = await read('/services/data-pipelines');
    const etag = first.headers.get('etag')!;
    const notModified = await read('/services/data-pipelines', {
      'if-none-match': etag,
      'accept-encoding': 'br',
    });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(notModified.headers.get('content-encoding')).toBeNull();
    expect(notModified.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    for (const name of SECURITY_HEADERS) expect(notModified.headers.get(name)).not.toBeNull();
  });

  it('log one line each, with the method, URL, client address and status, and never the credentials sent', async () => {
    logLines.length = 0;
    await read('/services/data-pipelines', {
      authorization: 'Bearer not-a-real-token-but-secret',
      cookie: 'session=also-secret',
    });
    await read('/services/no-such-service');
    await new Promise((resolve) => setImmediate(resolve));
    const completed = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request completed');
    expect(completed).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: expect.any(String),
        req: { method: 'GET', url: '/api/services/data-pipelines', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        req: { method: 'GET', url: '/api/services/no-such-service', remoteAddress: '127.0.0.1' },
        res: { statusCode: 404 },
      }),
    ]);
    expect(logLines.join('')).not.toMatch(/secret/);
  });
});

describe('the global rate limit on cached public reads', () => {
  it('counts every read, cached or not, and refuses the one over the limit', async () => {
    const otherDb = await startDatabase();
    const limited = await startTestApp(otherDb, { RATE_LIMIT_MAX: '3' });
    try {
      const remaining: (string | null)[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${limited.baseUrl}/api/services/data-pipelines`);
        expect(response.status).toBe(200);
        remaining.push(response.headers.get('x-ratelimit-remaining'));
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const refused = await fetch(`${limited.baseUrl}/api/services/data-pipelines`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).not.toBeNull();
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await refused.json()).toEqual({
        success: false,
        message: expect.stringMatching(/^Too many requests\. Please try again in /),
      });
    } finally {
      await limited.close();
      await otherDb.stop();
    }
  });
});
