import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { Agent, fetch as undiciFetch } from 'undici';
import { setUpTestApp } from '@mwangaza/api/testing';
import { createBuildFolder } from './fixtures';
import { spawnStaticServer, type RunningServer } from './spawn-server';

/**
 * The shell's server in front of the real API, both on free ports, as `npm start` runs them: the API knows
 * each visitor by the address the shell's server saw, whatever X-Forwarded-For a client writes itself.
 * The per-client limit used here is the API's general one (RATE_LIMIT_MAX), kept small.
 */
jest.setTimeout(60_000);

const LIMIT = 8;
const SECRET = 'test-proxy-secret-0123456789abcdef';
const BODY_LIMIT = 4096;

const root = createBuildFolder();
let shell: RunningServer;

// jest runs after-hooks in declaration order: the shell's server stops before the API does.
afterAll(async () => {
  await shell?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});
const api = setUpTestApp({
  env: { RATE_LIMIT_MAX: String(LIMIT), PROXY_SECRET: SECRET, BODY_LIMIT_BYTES: String(BODY_LIMIT) },
});
beforeAll(async () => {
  shell = await spawnStaticServer(['--app', 'shell', '--root', root], {
    API_URL: api.baseUrl,
    PROXY_SECRET: SECRET,
    PRERENDER: '0',
  });
});

interface Answer {
  status: number;
  body: { success: boolean; message: string };
  continued: boolean;
}

/** One request from a chosen local address (127.0.0.2 is another client on Linux's loopback). */
function send(
  url: string,
  options: {
    method?: string;
    body?: string;
    headers?: http.OutgoingHttpHeaders;
    from?: string;
    expect?: boolean;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const headers: http.OutgoingHttpHeaders = { ...options.headers };
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] ??= Buffer.byteLength(options.body);
    }
    if (options.expect) headers.expect = '100-continue';
    const request = http.request(url, {
      method: options.method ?? 'GET',
      headers,
      localAddress: options.from,
      agent: false,
    });
    request.on('continue', () => {
      continued = true;
      request.end(options.body);
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text), continued }),
      );
    });
    request.on('error', reject);
    if (options.expect) request.flushHeaders();
    else request.end(options.body);
  });
}

const failedLogin = (base: string, i: number, from?: string) =>
  send(`${base}/api/auth/login`, {
    method: 'POST',
    from,
    body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'wrong-password' }),
    headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
  });

describe('client addresses through the shell', () => {
  it('limits a client that forges a new X-Forwarded-For on every request, and not its neighbour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await failedLogin(shell.url, i, '127.0.0.1')).status);
    expect(statuses.slice(0, LIMIT).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual(Array(25 - LIMIT).fill(429));

    // Another visitor, behind the same shell, is not locked out by the first one.
    const neighbour = await failedLogin(shell.url, 99, '127.0.0.2');
    expect(neighbour.status).toBe(401);
    expect(neighbour.body).toEqual({ success: false, message: 'Invalid email or password' });
  });

  it('does not let a client at the API port itself choose its address either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await failedLogin(api.baseUrl, i, '127.0.0.3')).status);
    expect(statuses.slice(LIMIT)).toEqual(Array(25 - LIMIT).fill(429));
  });
});

describe('Expect: 100-continue through the shell', () => {
  const contact = JSON.stringify({ name: 'Expecting', email: 'expect@example.com', project: 'A project' });

  it('asks for a body within the limit and delivers it', async () => {
    const answer = await send(`${shell.url}/api/contact`, {
      method: 'POST',
      body: contact,
      expect: true,
      from: '127.0.0.4',
    });
    expect(answer).toMatchObject({ status: 201, continued: true, body: { success: true } });
  });

  it('answers a declared length over the limit with 413 at once, never asking for the body', async () => {
    const answer = await send(`${shell.url}/api/contact`, {
      method: 'POST',
      body: contact.padEnd(5 * 1024 * 1024, ' '),
      expect: true,
      from: '127.0.0.4',
    });
    expect(answer).toEqual({
      status: 413,
      continued: false,
      body: { success: false, message: 'Request body is too large (limit 4 KB)' },
    });
  });

  it("lets Node's fetch read the 413 for a large body sent without Expect", async () => {
    // Node's fetch is undici; its own Agent lets this client use an address no earlier test has limited.
    const dispatcher = new Agent({ localAddress: '127.0.0.6' });
    const response = await undiciFetch(`${shell.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contact.padEnd(5 * 1024 * 1024, ' '),
      dispatcher,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Request body is too large (limit 4 KB)',
    });
  });
});

describe('compressed request bodies through the shell', () => {
  const login = JSON.stringify({ email: 'compressed@example.com', password: 'wrong-password' });
  const compressors: Record<string, (body: Buffer) => Buffer> = {
    gzip: zlib.gzipSync,
    br: zlib.brotliCompressSync,
    deflate: zlib.deflateSync,
  };

  /** A login whose body is sent as `encoding` says, raw: the answer's status and body as they arrive. */
  function compressedLogin(base: string, encoding: string, body: Buffer, from: string) {
    return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const request = http.request(`${base}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-encoding': encoding,
          'content-length': body.length,
        },
        localAddress: from,
        agent: false,
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      });
      request.on('error', reject);
      request.end(body);
    });
  }

  it.each(Object.keys(compressors).map((encoding, index) => [encoding, index] as const))(
    '%s: forwarded untouched, so the API answers it as it answers it directly',
    async (encoding, index) => {
      const valid = compressors[encoding]!(Buffer.from(login));
      const invalid = Buffer.from('these bytes are not compressed');
      // Each client address its own, so the API's per-client limit stays far away.
      const [shellClient, directClient] = [`127.0.1.${index + 1}`, `127.0.2.${index + 1}`];
      for (const body of [valid, invalid]) {
        const direct = await compressedLogin(api.baseUrl, encoding, body, directClient);
        const proxied = await compressedLogin(shell.url, encoding, body, shellClient);
        expect(proxied).toEqual(direct);
      }
      // The API read the valid body (a wrong password, not a malformed request) and refused the other.
      expect(await compressedLogin(shell.url, encoding, valid, shellClient)).toEqual({
        status: 401,
        body: { success: false, message: 'Invalid email or password' },
      });
      expect((await compressedLogin(shell.url, encoding, invalid, shellClient)).status).toBe(400);
    },
  );
});
