import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBuildFolder } from './fixtures';
import { sendRaw } from './raw-http';
import { spawnStaticServer, type RunningServer } from './spawn-server';

/**
 * No connection is held open forever: the request, header and keep-alive timeouts of all three servers, set
 * small here (production defaults: 30 s, 10 s, 5 s), watched end on raw sockets.
 */
jest.setTimeout(30_000);

const TIMEOUTS = { REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '500', KEEP_ALIVE_TIMEOUT_MS: '300' };
/**
 * Node and undici look for expired requests on timers (undici's ticks about once a second), and a busy machine
 * adds to that: an answer may come a couple of seconds after the timeout itself, never the 10 s a test waits.
 */
const LATEST_MS = 5_000;

let root: string;
let api: http.Server;
const servers: Record<'shell' | 'publicSite' | 'adminConsole', RunningServer> = {} as never;

beforeAll(async () => {
  root = createBuildFolder();
  // An API that reads whole bodies before answering, and never answers /api/never.
  api = http.createServer((request, response) => {
    if (request.url === '/api/never') return;
    request.resume();
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true, message: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const shellEnv = { API_URL: apiUrl, PRERENDER: '0', PUBLIC_SITE_URL: 'http://127.0.0.1:9' };
  [servers.shell, servers.publicSite, servers.adminConsole] = await Promise.all([
    spawnStaticServer(['--app', 'shell', '--root', root], { ...TIMEOUTS, ...shellEnv }),
    spawnStaticServer(['--app', 'public-site', '--root', root], TIMEOUTS),
    spawnStaticServer(['--app', 'admin-console', '--root', root], TIMEOUTS),
  ]);
});

afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** 17 bytes of a body that says it has 500, and then nothing. */
const slowBody = (target: string) =>
  `POST ${target} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":"a@b.c",`;

const apps = ['shell', 'publicSite', 'adminConsole'] as const;

it('answers a body that never arrives through the shell with 408 in the envelope, and closes', async () => {
  const answer = await sendRaw(servers.shell.url, slowBody('/api/auth/login'), 10_000);
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Request timed out' });
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.closed).toBe(true);
  expect(answer.elapsedMs).toBeGreaterThanOrEqual(900);
  expect(answer.elapsedMs).toBeLessThan(LATEST_MS);
});

it.each(apps)('%s: closes a connection whose body never arrives', async (app) => {
  const answer = await sendRaw(servers[app].url, slowBody('/'), 10_000);
  expect(answer.closed).toBe(true);
  expect(answer.elapsedMs).toBeLessThan(LATEST_MS);
});

it.each(apps)('%s: answers headers that never end with 408 in the envelope, and closes', async (app) => {
  const answer = await sendRaw(servers[app].url, 'GET / HTTP/1.1\r\nHost: x\r\n', 10_000);
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Request timed out' });
  expect(answer.closed).toBe(true);
  expect(answer.elapsedMs).toBeGreaterThanOrEqual(400);
  expect(answer.elapsedMs).toBeLessThan(LATEST_MS);
});

it.each(apps)('%s: closes a connection that never sends anything', async (app) => {
  const answer = await sendRaw(servers[app].url, '', 10_000);
  expect(answer.closed).toBe(true);
  expect(answer.elapsedMs).toBeLessThan(LATEST_MS);
});

it.each(apps)('%s: closes a kept-alive connection once it has been idle', async (app) => {
  const answer = await sendRaw(servers[app].url, 'GET /remoteEntry.js HTTP/1.1\r\nHost: x\r\n\r\n', 10_000);
  expect(answer.status).toBe(200);
  expect(answer.headers.connection).toBe('keep-alive');
  expect(answer.closed).toBe(true);
  expect(answer.elapsedMs).toBeGreaterThanOrEqual(250);
  expect(answer.elapsedMs).toBeLessThan(LATEST_MS);
});

it("closes an idle connection after an API answer, whatever the API's own keep-alive", async () => {
  const answer = await sendRaw(servers.shell.url, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n', 10_000);
  expect(answer.status).toBe(200);
  // The API's Keep-Alive (Node's default 5 s) describes its connection to the shell's server, not this one.
  expect(answer.headers['keep-alive']).toBe('timeout=0');
  expect(answer.closed).toBe(true);
  expect(answer.elapsedMs).toBeLessThan(LATEST_MS);
});

it('gives up on an API that does not answer with 504 in the envelope', async () => {
  const answer = await sendRaw(servers.shell.url, 'GET /api/never HTTP/1.1\r\nHost: x\r\n\r\n', 10_000);
  expect(answer.status).toBe(504);
  expect(JSON.parse(answer.body)).toEqual({
    success: false,
    message: 'The API did not answer in time. Please try again shortly.',
  });
  expect(answer.elapsedMs).toBeLessThan(LATEST_MS);
});

it('refuses to start with a header timeout longer than the request timeout', async () => {
  const started = spawnStaticServer(['--app', 'admin-console', '--root', root], {
    REQUEST_TIMEOUT_MS: '1000',
    HEADERS_TIMEOUT_MS: '5000',
  });
  // A server that starts anyway is stopped, so the failure is the assertion's, not a leftover process.
  started.then(
    (server) => server.stop(),
    () => undefined,
  );
  await expect(started).rejects.toThrow(/HEADERS_TIMEOUT_MS .* REQUEST_TIMEOUT_MS/);
});
