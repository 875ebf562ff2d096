import { openSocket, parseResponse, rawExchange } from '../../helpers/raw-http';
import { setUpTestApp, withTestApp } from '../../helpers/test-app';

jest.setTimeout(30_000);

/**
 * Answers that Node, Fastify or a plugin would write themselves (plain text, their own JSON, or nothing):
 * each must be the { success: false, message } envelope with a 4xx or 5xx like every other error.
 */

const t = setUpTestApp({ sessions: true });
const port = () => Number(new URL(t.baseUrl).port);

const ORIGIN = 'http://localhost:3000';
const request = (head: string, body = '') => `${head}\r\nConnection: close\r\n\r\n${body}`;
const JSON_TYPE = 'Content-Type: application/json';
/** A POST with these headers (after Host) and its Content-Length worked out from the body. */
function post(path: string, headers: string[], body: string) {
  const head = [`POST ${path} HTTP/1.1`, 'Host: x', ...headers, `Content-Length: ${Buffer.byteLength(body)}`];
  return request(head.join('\r\n'), body);
}

function expectEnvelope(response: string, status: number) {
  const answer = parseResponse(response);
  expect(answer.status).toBe(status);
  expect(answer.header('content-type')).toMatch(/^application\/json/);
  expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  return answer;
}

describe('answers outside the routes', () => {
  it.each([
    [
      'OPTIONS without Access-Control-Request-Method',
      request(`OPTIONS /api/services HTTP/1.1\r\nHost: x\r\nOrigin: ${ORIGIN}`),
      400,
    ],
    ['OPTIONS without Origin', request('OPTIONS /api/services HTTP/1.1\r\nHost: x'), 400],
    ['an HTTP/1.1 request without Host', request('GET /api/health HTTP/1.1'), 400],
    [
      'an expectation other than 100-continue',
      post('/api/contact', ['Expect: 200-ok', JSON_TYPE], '{}'),
      417,
    ],
    ['CONNECT', request('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443'), 405],
    ['an unknown method', request('FOO /api/services HTTP/1.1\r\nHost: x'), 400],
    [
      'a method the route does not have',
      request('PUT /api/services HTTP/1.1\r\nHost: x\r\nContent-Length: 0'),
      404,
    ],
    ['a doubled slash', request('GET //api/health HTTP/1.1\r\nHost: x'), 404],
    ['dot segments', request('GET /api/../../etc/passwd HTTP/1.1\r\nHost: x'), 404],
    [
      'an unsupported Content-Encoding (compress: no Node version decodes it; zstd depends on the version)',
      post('/api/auth/login', [JSON_TYPE, 'Content-Encoding: compress'], '{}'),
      415,
    ],
    [
      'a body that is not the gzip it claims to be',
      post('/api/auth/login', [JSON_TYPE, 'Content-Encoding: gzip'], 'abcd'),
      400,
    ],
    ['a body without a content type', post('/api/contact', [], '{}'), 415],
    [
      'headers over the limit',
      request(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}`),
      431,
    ],
  ])('%s', async (_name, raw, status) => {
    expectEnvelope(await rawExchange(port(), raw), status);
  });

  it('still answers a real preflight with 204 and the CORS headers', async () => {
    const answer = parseResponse(
      await rawExchange(
        port(),
        request(
          `OPTIONS /api/services HTTP/1.1\r\nHost: x\r\nOrigin: ${ORIGIN}\r\nAccess-Control-Request-Method: GET`,
        ),
      ),
    );
    expect(answer.status).toBe(204);
    expect(answer.header('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('answers an upload sent as JSON with 415 (the multipart plugin says 406 in its own words)', async () => {
    const response = await fetch(`${t.baseUrl}/api/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.tokens.editor}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Send the files as multipart/form-data',
    });
  });

  it('answers an upload that is not multipart/form-data it can read with 400', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
      const response = await fetch(`${t.baseUrl}/api/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.tokens.editor}`, 'content-type': contentType },
        body: 'not a form',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });
});

describe('while the API shuts down', () => {
  it('answers a request that arrives after shutdown began with 503 in the envelope and closes', async () => {
    await withTestApp({}, async (app) => {
      const watched = await openSocket(Number(new URL(app.baseUrl).port));
      // The first request is routed (the API asks for its body with 100 Continue) before the app closes.
      watched.socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
          'Expect: 100-continue\r\n\r\n',
      );
      while (!watched.received().includes('100 Continue'))
        await new Promise((resolve) => setImmediate(resolve));
      const closing = app.close();
      while (app.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
      watched.socket.write('{}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      await watched.closed;
      await closing;
      const [continued, first, second] = watched.received().split(/(?=HTTP\/1\.1 \d{3} )/);
      expect(continued).toBe('HTTP/1.1 100 Continue\r\n\r\n');
      expectEnvelope(first!, 400);
      const refused = expectEnvelope(second!, 503);
      expect(refused.header('connection')).toBe('close');
    });
  });
});
