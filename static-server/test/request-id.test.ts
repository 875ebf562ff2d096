import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { setUpTestApp } from '@mwangaza/api/testing';
import { createStaticServer, type StaticServerOptions } from '../src/create-static-server';
import { createBuildFolder } from './fixtures';

/**
 * A request followed from the edge into the API: the shell's server in front of the real API, both writing
 * their JSON log lines where the test reads them.
 */
jest.setTimeout(60_000);

const SECRET = 'test-proxy-secret-0123456789abcdef';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Line = Record<string, unknown> & { reqId?: string; msg?: string };
const apiLines: Line[] = [];
const shellLines: Line[] = [];
const shellRaw: string[] = [];

const root = createBuildFolder();
const shells: FastifyInstance[] = [];

// jest runs after-hooks in declaration order: the shell's servers close before the API does.
afterAll(async () => {
  await Promise.all(shells.map((shell) => shell.close()));
  fs.rmSync(root, { recursive: true, force: true });
});
const api = setUpTestApp({
  env: { LOG_LEVEL: 'info', PROXY_SECRET: SECRET },
  logStream: { write: (line: string) => void apiLines.push(JSON.parse(line) as Line) },
});

/** The shell's server on a free port, logging every request into shellLines. */
async function startShell(options: Partial<StaticServerOptions> = {}): Promise<string> {
  const shell = await createStaticServer({
    app: 'shell',
    root,
    apiUrl: api.baseUrl,
    proxySecret: SECRET,
    prerender: false,
    log: {
      level: 'info',
      requests: true,
      stream: {
        write: (line: string) => {
          shellRaw.push(line);
          shellLines.push(JSON.parse(line) as Line);
        },
      },
    },
    ...options,
  });
  shells.push(shell);
  return shell.listen({ port: 0, host: '127.0.0.1' });
}

let shellUrl: string;
beforeAll(async () => {
  shellUrl = await startShell();
});

describe('a request through the shell', () => {
  it('gets an id at the edge that the API answers and logs under, and the shell logs it too', async () => {
    const response = await fetch(`${shellUrl}/api/services?limit=2`);
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    expect(apiLines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual([
      'request completed',
    ]);
    expect(shellLines.filter((line) => line.reqId === id)).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/services?limit=2', remoteAddress: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("replaces an id the client sends itself, in the shell's answer and on the way to the API", async () => {
    const response = await fetch(`${shellUrl}/api/services`, {
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    expect(apiLines.some((line) => line.reqId === id)).toBe(true);
    expect([...apiLines, ...shellLines].some((line) => line.reqId === 'chosen-by-client')).toBe(false);
  });

  it('names pages, files and refusals alike', async () => {
    for (const path of ['/', '/services/anything', '/main.0123456789abcdef0123.js', '/missing.js']) {
      const response = await fetch(`${shellUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('logs no header and no token from a one-time link', async () => {
    const secretLink = '/admin/reset-password?token=Zk3v9QeWq1s8';
    await fetch(`${shellUrl}${secretLink}`, {
      headers: { accept: 'text/html', authorization: 'Bearer some-access-token', cookie: 'sid=abc' },
    });
    const line = shellLines.find((entry) => (entry.req as { url?: string })?.url?.startsWith('/admin/reset'));
    expect(line?.req).toEqual({
      method: 'GET',
      url: '/admin/reset-password?token=[redacted]',
      remoteAddress: '127.0.0.1',
    });
    const all = shellRaw.join('');
    for (const secret of ['Zk3v9QeWq1s8', 'some-access-token', 'sid=abc', SECRET])
      expect(all).not.toContain(secret);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let proxiedUrl: string;
  beforeAll(async () => {
    proxiedUrl = await startShell({ trustProxy: 'loopback' });
  });

  it("takes the proxy's well-formed id and passes it to the API", async () => {
    const id = '9f86d081884c7d659a2feaa0c55ad015';
    const response = await fetch(`${proxiedUrl}/api/services`, { headers: { 'x-request-id': id } });
    expect(response.headers.get('x-request-id')).toBe(id);
    expect(apiLines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual([
      'request completed',
    ]);
    expect(shellLines.filter((line) => line.reqId === id)).toHaveLength(1);
  });

  it.each([
    ['an overlong', 'a'.repeat(129)],
    ['a malformed', 'id with spaces'],
  ])('never takes %s one', async (_case, id) => {
    const response = await fetch(`${proxiedUrl}/api/services`, { headers: { 'x-request-id': id } });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
    expect(apiLines.some((line) => line.reqId === id)).toBe(false);
  });

  it('takes no id from a peer that is not the trusted proxy', async () => {
    const elsewhere = await startShell({ trustProxy: '10.0.0.0/8' });
    const response = await fetch(`${elsewhere}/api/services`, {
      headers: { 'x-request-id': 'from-a-stranger' },
    });
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});
