import fs from 'node:fs';
import { createBuildFolder, startEchoApi, deadLocalUrl } from './fixtures';
import { sendRaw, type RawAnswer } from './raw-http';
import { spawnStaticServer, type RunningServer } from './spawn-server';

/**
 * Every error the static servers answer themselves, each from the exact request that used to get Fastify's
 * or Node's own body: the { success: false, message } envelope (or, for a page, an HTML page) with a 4xx
 * and the security headers, never the request's path echoed back.
 */
jest.setTimeout(30_000);

let root: string;
let api: Awaited<ReturnType<typeof startEchoApi>>;
let deadApiUrl: string;
let shell: RunningServer;
let shellWithoutApi: RunningServer;
let remote: RunningServer;

beforeAll(async () => {
  root = createBuildFolder();
  api = await startEchoApi();
  deadApiUrl = await deadLocalUrl();

  const shellEnv = { PRERENDER: '0', PUBLIC_SITE_URL: 'http://127.0.0.1:9', ADMIN_CONSOLE_URL: '' };
  [shell, shellWithoutApi, remote] = await Promise.all([
    spawnStaticServer(['--app', 'shell', '--root', root], {
      ...shellEnv,
      API_URL: api.url,
    }),
    spawnStaticServer(['--app', 'shell', '--root', root], { ...shellEnv, API_URL: deadApiUrl }),
    spawnStaticServer(['--app', 'public-site', '--root', root]),
  ]);
});

afterAll(async () => {
  await Promise.all([shell, shellWithoutApi, remote].map((server) => server?.stop()));
  await api.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const request = (line: string, headers = 'Host: shop.example\r\nConnection: close\r\n') =>
  `${line}\r\n${headers}\r\n`;

function expectEnvelope(answer: RawAnswer, status: number, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message });
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe("requests Node's parser cannot read", () => {
  it.each([
    [
      'a Content-Length beside chunked framing',
      `GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n`,
    ],
    ['a request line that is not HTTP', 'GARBAGE\r\n\r\n'],
    ['an unknown method', request('FOO / HTTP/1.1')],
  ])('%s: 400 in the envelope', async (_name, raw) => {
    const answer = await sendRaw(shell.url, raw);
    expectEnvelope(answer, 400, 'Malformed request');
    expect(answer.closed).toBe(true);
  });

  it('headers larger than Node keeps: 431 in the envelope', async () => {
    const answer = await sendRaw(
      shell.url,
      request('GET / HTTP/1.1', `Host: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n`),
    );
    expectEnvelope(answer, 431, 'Request headers are too large');
  });

  it('an HTTP/1.1 request without Host: 400 in the envelope', async () => {
    expectEnvelope(
      await sendRaw(shell.url, request('GET / HTTP/1.1', 'Connection: close\r\n')),
      400,
      'Malformed request',
    );
  });

  it('an expectation other than 100-continue: 417 in the envelope', async () => {
    const answer = await sendRaw(
      shell.url,
      request('GET / HTTP/1.1', 'Host: x\r\nExpect: something-else\r\nConnection: close\r\n'),
    );
    expectEnvelope(answer, 417, 'Only "Expect: 100-continue" is supported');
  });
});

describe('URLs that do not decode or lead nowhere', () => {
  it('GET /api/services/%E0%A4%A: 400 in the envelope, the path not echoed', async () => {
    const answer = await sendRaw(shell.url, request('GET /api/services/%E0%A4%A HTTP/1.1'));
    expectEnvelope(answer, 400, 'Malformed URL');
  });

  it('GET /api/../../etc/passwd: 400 in the envelope', async () => {
    expectEnvelope(
      await sendRaw(shell.url, request('GET /api/../../etc/passwd HTTP/1.1')),
      400,
      'Malformed URL',
    );
  });

  it('GET //api/health: 404 in the envelope', async () => {
    expectEnvelope(await sendRaw(shell.url, request('GET //api/health HTTP/1.1')), 404, 'Not found');
  });

  it.each(['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/main.0123456789abcdef0123.js%00'])(
    'GET %s asked for as data: 404 in the envelope',
    async (path) => {
      const answer = await sendRaw(
        shell.url,
        request(`GET ${path} HTTP/1.1`, 'Host: x\r\nAccept: application/json\r\nConnection: close\r\n'),
      );
      expectEnvelope(answer, 404, 'Not found');
    },
  );

  it('GET /%E0%A4%A from a browser: 400 as an HTML page with the page policy', async () => {
    const answer = await sendRaw(
      shell.url,
      request('GET /%E0%A4%A HTTP/1.1', 'Host: x\r\nAccept: text/html\r\nConnection: close\r\n'),
    );
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<h1>This address is not valid</h1>');
    expect(answer.body).toContain('href="/"');
    expect(answer.body).not.toContain('%E0%A4%A');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('methods a static server does not have', () => {
  it.each(['DELETE /', 'POST /services', 'PUT /main.0123456789abcdef0123.js', 'TRACE /', 'OPTIONS /'])(
    '%s: 405 in the envelope, naming GET and HEAD',
    async (target) => {
      const answer = await sendRaw(
        shell.url,
        request(`${target} HTTP/1.1`, 'Host: x\r\nContent-Length: 0\r\nConnection: close\r\n'),
      );
      expectEnvelope(answer, 405, 'Method not allowed');
      expect(answer.headers.allow).toBe('GET, HEAD');
    },
  );

  it('HEAD of a missing file: 404 with the headers and no body', async () => {
    const answer = await sendRaw(
      shell.url,
      request('HEAD /missing.js HTTP/1.1', 'Host: x\r\nAccept: */*\r\nConnection: close\r\n'),
    );
    expect(answer.status).toBe(404);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.body).toBe('');
  });
});

describe('the API cannot be reached', () => {
  it('answers 502 in the envelope without naming the address it tried', async () => {
    const answer = await sendRaw(shellWithoutApi.url, request('GET /api/health HTTP/1.1'));
    expectEnvelope(answer, 502, 'The API cannot be reached. Please try again shortly.');
    expect(answer.body).not.toContain('127.0.0.1');
  });
});

describe("a remote's server", () => {
  it('answers a malformed URL, a framing error and an odd method the same way', async () => {
    expectEnvelope(await sendRaw(remote.url, request('GET /api/%E0%A4%A HTTP/1.1')), 400, 'Malformed URL');
    expectEnvelope(await sendRaw(remote.url, 'GARBAGE\r\n\r\n'), 400, 'Malformed request');
    const post = await sendRaw(
      remote.url,
      request('POST / HTTP/1.1', 'Host: x\r\nContent-Length: 0\r\nConnection: close\r\n'),
    );
    expectEnvelope(post, 405, 'Method not allowed');
    // Its files stay loadable by the shell from another origin, errors included.
    expect(post.headers['access-control-allow-origin']).toBe('*');
  });
});
