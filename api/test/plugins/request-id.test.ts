import { startDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/test-app';

jest.setTimeout(60_000);

const SECRET = 'test-proxy-secret-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
const logStream = {
  write(line: string) {
    raw.push(line);
    lines.push(JSON.parse(line) as Record<string, unknown>);
  },
};

let db: TestDatabase;
/** The API as `npm start` runs it: PROXY_SECRET shared with the shell's server. */
let t: TestApp;

beforeAll(async () => {
  db = await startDatabase();
  t = await startTestApp(db, { LOG_LEVEL: 'info', PROXY_SECRET: SECRET }, { logStream });
});

afterAll(async () => {
  await t?.close();
  await db?.stop();
});

/** An app of its own, for other proxy settings. */
async function withApp(env: Record<string, string>, body: (app: TestApp) => Promise<void>) {
  const app = await startTestApp(db, env);
  try {
    await body(app);
  } finally {
    await app.close();
  }
}

const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

describe('the API called directly', () => {
  it('makes an id, answers it in X-Request-Id and writes it in every log line of the request', async () => {
    // The honeypot: the service (not the route) logs the enquiry held as spam, with the app's own logger.
    const sent = await t.call('POST', '/contact', {
      body: { name: 'Bot', email: 'bot@example.com', project: 'Buy now', website: 'http://spam.example' },
    });
    expect(sent.status).toBe(201);
    const id = sent.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    expect(linesOf(id).map((line) => line.msg)).toEqual(
      expect.arrayContaining(['contact form held as suspected spam', 'request completed']),
    );
  });

  it('writes the id, once, in the lines of a request refused before its handler ran', async () => {
    const refused = await t.call('POST', '/contact', { rawBody: '{"name": ' });
    expect(refused.status).toBe(400);
    const id = refused.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    expect(linesOf(id).map((line) => line.msg)).toEqual(['request rejected', 'request completed']);
    for (const line of raw.filter((text) => text.includes(id)))
      expect(line.match(/"reqId"/g)).toHaveLength(1);
  });

  it("ignores a client's own X-Request-Id", async () => {
    const answer = await t.call('GET', '/services', { headers: { 'x-request-id': 'chosen-by-client' } });
    expect(answer.headers.get('x-request-id')).toMatch(UUID);
    expect(linesOf('chosen-by-client')).toEqual([]);
  });

  it('makes its own id with TRUST_PROXY=false and no PROXY_SECRET', async () => {
    await withApp({ TRUST_PROXY: 'false' }, async (app) => {
      const answer = await app.call('GET', '/services', { headers: { 'x-request-id': 'from-anyone-1' } });
      expect(answer.headers.get('x-request-id')).toMatch(UUID);
    });
  });
});

describe('the request log line', () => {
  it("never writes a staff preview's token (in the path) or a one-time token in the query", async () => {
    const secret = 's3cret-preview-token';
    const preview = await t.call('GET', `/case-studies/preview/${secret}`);
    const id = preview.headers.get('x-request-id') ?? '';
    const line = linesOf(id).find((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({ req: { url: '/api/case-studies/preview/[redacted]' } });
    const query = await t.call('GET', `/services?token=${secret}&limit=1`);
    const queryLine = linesOf(query.headers.get('x-request-id') ?? '').find(
      (entry) => entry.msg === 'request completed',
    );
    expect(queryLine).toMatchObject({ req: { url: '/api/services?token=[redacted]&limit=1' } });
    expect(raw.join('')).not.toContain(secret);
  });
});

describe('the API behind the shell', () => {
  const proxied = (id: string) => ({ 'x-request-id': id, 'x-proxy-secret': SECRET });

  it("keeps the shell's id (the request carries PROXY_SECRET) in its answer and its log lines", async () => {
    const id = 'edge-7f3c9a1e-42';
    const answer = await t.call('GET', '/services', { headers: proxied(id) });
    expect(answer.headers.get('x-request-id')).toBe(id);
    expect(linesOf(id).map((line) => line.msg)).toEqual(['request completed']);
  });

  it('keeps the id of a trusted proxy when no PROXY_SECRET is set (TRUST_PROXY decides)', async () => {
    await withApp({ TRUST_PROXY: 'loopback' }, async (app) => {
      const answer = await app.call('GET', '/services', {
        headers: { 'x-request-id': 'nginx-0a1b2c3d4e5f' },
      });
      expect(answer.headers.get('x-request-id')).toBe('nginx-0a1b2c3d4e5f');
    });
  });

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'two words'],
    ['with quotes', 'id"injected'],
    ['with other characters', 'id;drop=1'],
  ])('never trusts an id %s', async (_case, id) => {
    const answer = await t.call('GET', '/services', { headers: proxied(id) });
    expect(answer.headers.get('x-request-id')).toMatch(UUID);
  });

  it('accepts the longest well-formed id', async () => {
    const id = `${'A1._:-'.repeat(21)}xy`;
    expect(id).toHaveLength(128);
    const answer = await t.call('GET', '/services', { headers: proxied(id) });
    expect(answer.headers.get('x-request-id')).toBe(id);
  });
});
