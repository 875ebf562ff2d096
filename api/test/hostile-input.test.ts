import http from 'node:http';
import net from 'node:net';
import { parseResponse, rawExchange } from './helpers/raw-http';
import { setUpTestApp } from './helpers/test-app';

jest.setTimeout(30_000);

/** Whatever a client sends, the API answers a 4xx in the envelope: never a 500, never a bare framework error. */

const BODY_LIMIT = 4096;

const t = setUpTestApp({ env: { BODY_LIMIT_BYTES: String(BODY_LIMIT) }, sessions: true });

const port = () => new URL(t.baseUrl).port;

const raw = (request: string) => rawExchange(Number(port()), request);
function statusAndBody(response: string): { status: number; body: unknown } {
  const { status, body } = parseResponse(response);
  return { status, body };
}

describe('search text', () => {
  it.each(['/services', '/case-studies', '/culture'])(
    'matches a NUL byte literally in %s (no 500)',
    async (list) => {
      const { status, body } = await t.call('GET', `${list}?search=%00`);
      expect(status).toBe(200);
      expect(body.data.pagination.total).toBe(0);
    },
  );
});

describe('page numbers', () => {
  it.each([
    ['/services?page=Infinity', undefined],
    ['/case-studies?page=1e309', undefined],
    ['/culture?page=-Infinity', undefined],
    ['/auth/users?page=1e309', 'admin'],
    ['/contact/enquiries?page=1e309', 'admin'],
    ['/contact/enquiries?limit=Infinity', 'admin'],
  ] as const)('refuses %s with 400', async (path, role) => {
    const { status, body } = await t.call('GET', path, role ? { token: t.tokens.admin } : {});
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      message: expect.stringMatching(/^(page|limit) must be an integer$/),
    });
  });
});

describe("the router's own errors", () => {
  it('answers a URL that does not decode with 400', async () => {
    const response = statusAndBody(
      await raw('GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(response).toEqual({ status: 400, body: { success: false, message: 'Malformed URL' } });
  });

  it("gives an over-long id its route's 404, and a path parameter past the router's maximum 414", async () => {
    const long = await t.call('GET', `/services/${'a'.repeat(300)}`);
    expect(long.status).toBe(404);
    expect(long.body).toEqual({ success: false, message: 'Service not found' });
    const tooLong = await t.call('GET', `/services/${'a'.repeat(5000)}`);
    expect(tooLong.status).toBe(414);
    expect(tooLong.body).toEqual({ success: false, message: 'URL is too long' });
  });

  it('answers a body shorter than its Content-Length with 400', async () => {
    const body = '{"name":"A"}';
    const request =
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length + 20}\r\n\r\n${body}`;
    const socket = net.connect(Number(port()), '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    socket.write(request);
    socket.end(); // half-close: the body ends 20 bytes early
    const response = statusAndBody(await answer);
    expect(response).toEqual({ status: 400, body: { success: false, message: expect.any(String) } });
  });

  it('answers a body longer than its Content-Length (bytes that are no request) with 400', async () => {
    const request =
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}garbage that is not HTTP\r\n\r\n';
    const responses = await raw(request);
    const last = responses.slice(responses.lastIndexOf('HTTP/1.1'));
    expect(statusAndBody(last)).toEqual({
      status: 400,
      body: { success: false, message: 'Malformed request' },
    });
  });
});

describe('bodies over the limit', () => {
  /** A POST with Expect: 100-continue, as curl and .NET send it: resolves with what the server answered first. */
  function expectContinue(length: number): Promise<{ continued: boolean; status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      let continued = false;
      const request = http.request(`${t.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': length, expect: '100-continue' },
      });
      request.on('continue', () => {
        continued = true;
        const body = JSON.stringify({ name: 'Expecting', email: 'expect@example.com', project: 'p' });
        request.end(body.padEnd(length, ' '));
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ continued, status: response.statusCode ?? 0, body: JSON.parse(text) }),
        );
      });
      request.on('error', reject);
      request.flushHeaders();
    });
  }

  it('answers a declared length over the limit with 413 at once, without asking for the body', async () => {
    const result = await expectContinue(5 * 1024 * 1024);
    expect(result).toEqual({
      continued: false,
      status: 413,
      body: { success: false, message: 'Request body is too large (limit 4 KB)' },
    });
  });

  it('asks for a body within the limit with 100 Continue and then handles it', async () => {
    const result = await expectContinue(200);
    expect(result.continued).toBe(true);
    expect(result.status).toBe(201);
  });

  it("lets Node's fetch read the 413 for a large body sent without Expect (no reset)", async () => {
    const response = await fetch(`${t.baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ project: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Request body is too large (limit 4 KB)',
    });
  });
});

describe('JSON bodies keep their types', () => {
  it('refuses an e-mail sent as an array at sign-in', async () => {
    const { status, body } = await t.call('POST', '/auth/login', {
      body: { email: ['admin@mwangaza-analytics.co.ke'], password: 'Demo@2024!' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'email must be a string' });
  });

  it('refuses a number where text is expected', async () => {
    const { status, body } = await t.call('POST', '/contact', {
      body: { name: 12345, email: 'a@b.co', project: 'p' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'name must be a string' });
  });

  it('still reads numbers from the query string', async () => {
    const { status, body } = await t.call('GET', '/services?page=1&limit=2');
    expect(status).toBe(200);
    expect(body.data.pagination).toMatchObject({ page: 1, limit: 2 });
  });
});

describe('image fields', () => {
  /** One valid new item per collection, and where its id is in the answer: the rule is the same for all. */
  const collections = {
    '/services': {
      key: 'service',
      body: {
        title: 'Image check',
        description: 'A service with an image.',
        fullDescription: 'Text.',
        features: ['One - first'],
      },
    },
    '/case-studies': {
      key: 'caseStudy',
      body: {
        title: 'Image check',
        client: 'Umoja SACCO',
        category: 'Finance',
        brief: 'A case study with an image.',
        results: ['Done'],
        challenge: 'Text.',
        testimonial: { quote: 'Good.', author: 'Jane Doe' },
      },
    },
    '/culture': {
      key: 'cultureItem',
      body: {
        title: 'Image check',
        description: 'A culture item.',
        fullDescription: 'Text.',
        icon: '💻',
        values: ['One'],
      },
    },
  } as const;
  const paths = Object.keys(collections) as (keyof typeof collections)[];
  const refused = [
    '//evil.example/x.png',
    '/\\evil.example/x',
    '/images/x.png" onerror="alert(1)',
    "https://cdn.example.com/x.png'",
    // Another host, however well-formed: every image field takes the library's or the site's own files.
    'https://cdn.example.com/x.png?w=640',
    'javascript:alert(1)',
    'http://evil.example/a.png',
  ];

  it.each(paths.flatMap((path) => refused.map((image) => [path, image])))(
    '%s refuses %s',
    async (path, image) => {
      const { status, body } = await t.call('POST', path, {
        token: t.tokens.editor,
        body: { ...collections[path as keyof typeof collections].body, image },
      });
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, message: 'image has an invalid format' });
    },
  );

  it.each(
    paths.flatMap((path) =>
      ['/images/services/x.avif', '/images/services/x.avif?v=2'].map((image) => [path, image]),
    ),
  )('%s accepts %s', async (path, image) => {
    const { key, body: item } = collections[path as keyof typeof collections];
    const { status, body } = await t.call('POST', path, { token: t.tokens.editor, body: { ...item, image } });
    expect(status).toBe(201);
    await t.call('DELETE', `${path}/${body.data[key].id}`, { token: t.tokens.editor });
  });

  it('lets a culture item go without an image (the default picture is shown)', async () => {
    const { status, body } = await t.call('POST', '/culture', {
      token: t.tokens.editor,
      body: { ...collections['/culture'].body, image: '' },
    });
    expect(status).toBe(201);
    await t.call('DELETE', `/culture/${body.data.cultureItem.id}`, { token: t.tokens.editor });
  });
});

describe('contact e-mail addresses', () => {
  it.each(['a@b.co>', '<script>@x.co', 'a@b', 'a b@c.co'])('refuses %s', async (email) => {
    const { status, body } = await t.call('POST', '/contact', { body: { name: 'A', email, project: 'p' } });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'email must be a valid email address' });
  });
});
