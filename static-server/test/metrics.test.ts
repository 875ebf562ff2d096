import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  sample,
  scrape,
  startDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '@mwangaza/api/testing';
import { createStaticServer } from '../src/create-static-server';
import { createShellBuild } from './seo-fixtures';

/**
 * GET /metrics of the shell's server in front of the real API and a stand-in for the public site's server
 * (which prerenders pages), after traffic of every kind; then both outputs through `promtool check metrics`.
 */
jest.setTimeout(60_000);

const TOKEN = 'metrics-token-for-tests-7d1c2b9e';
const SECRET = 'test-proxy-secret-0123456789abcdef';

let root: string;
let db: TestDatabase;
let api: TestApp;
let publicSite: http.Server;
let shell: FastifyInstance;
let shellUrl: string;

/** The public site's server: prerenders every page but /contact (503: the shell sends its plain page). */
function startPublicSite(): Promise<string> {
  publicSite = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/__prerender' && url.searchParams.get('path') !== '/contact') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ html: '<h1>Prerendered</h1>', state: { api: {} }, css: [] }));
      return;
    }
    response.statusCode = url.pathname === '/__prerender' ? 503 : 404;
    response.end('{}');
  });
  return new Promise((resolve) =>
    publicSite.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(publicSite.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  root = createShellBuild();
  db = await startDatabase();
  api = await startTestApp(db, {
    METRICS_TOKEN: TOKEN,
    PROXY_SECRET: SECRET,
    LOGIN_MAX_FAILURES_PER_CLIENT: '2',
  });
  shell = await createStaticServer({
    app: 'shell',
    root,
    apiUrl: api.baseUrl,
    proxySecret: SECRET,
    metricsToken: TOKEN,
    runtimeEnv: { PUBLIC_SITE_URL: await startPublicSite(), ADMIN_CONSOLE_URL: 'http://127.0.0.1:9' },
    contentVersionCheckMs: 0,
    pageCacheSettleMs: 0,
  });
  shellUrl = await shell.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await shell?.close();
  await new Promise((resolve) => publicSite?.close(resolve));
  await api?.close();
  await db?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const page = (path: string) => fetch(`${shellUrl}${path}`, { headers: { accept: 'text/html' } });

/** Pages, files, the API through the proxy (sign-ins refused by a limit, an error report), SEO files. */
async function traffic(): Promise<void> {
  for (const path of ['/', '/services', '/services', '/contact']) expect((await page(path)).status).toBe(200);
  expect((await fetch(`${shellUrl}/main.0123456789abcdef0123.js`)).status).toBe(200);
  expect((await fetch(`${shellUrl}/missing.0123456789abcdef0123.js`)).status).toBe(404);
  expect((await fetch(`${shellUrl}/runtime-config.js`)).status).toBe(200);
  expect((await fetch(`${shellUrl}/robots.txt`)).status).toBe(200);
  for (const path of ['/health/live', '/health/ready'])
    expect((await fetch(`${shellUrl}${path}`)).status).toBe(200);
  expect((await fetch(`${shellUrl}/api/services`)).status).toBe(200);
  const signIn = () =>
    fetch(`${shellUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await signIn()).status);
  expect(statuses).toEqual([401, 401, 429]);
  const reported = await fetch(`${shellUrl}/api/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ reports: [{ kind: 'error', message: 'Boom', page: '/services' }] }),
  });
  expect(reported.status).toBe(202);
}

beforeAll(() => traffic());

describe("the shell's server: GET /metrics", () => {
  it('answers 404 when METRICS_TOKEN is not set', async () => {
    const plain = await createStaticServer({ app: 'shell', root, apiUrl: api.baseUrl, prerender: false });
    try {
      const url = await plain.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${url}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}`, accept: '*/*' },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Not found' });
    } finally {
      await plain.close();
    }
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-for-tests-0000000' }],
  ])('answers 401 in the envelope to %s', async (_case, headers) => {
    const response = await fetch(`${shellUrl}/metrics`, { headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'A valid metrics token is required' });
  });

  it('counts requests by route class and status, never by URL', async () => {
    const text = await scrape(shellUrl, TOKEN);
    const count = (route: string, status: string) =>
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route, status_code: status });
    expect(count('page', '200')).toBe(4);
    expect(count('asset', '200')).toBe(1);
    expect(count('asset', '404')).toBe(1);
    expect(count('runtime-config', '200')).toBe(1);
    expect(count('seo', '200')).toBe(1);
    expect(count('health', '200')).toBe(2);
    expect(count('other', '200')).toBeUndefined();
    expect(count('api-proxy', '200')).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: 'api-proxy',
        status_code: '429',
      }),
    ).toBe(1);
    expect(text).not.toContain('/services');
    expect(text).not.toContain('missing.0123');
  });

  it('counts the page cache and prerendering', async () => {
    const text = await scrape(shellUrl, TOKEN);
    expect(sample(text, 'mwangaza_page_cache_lookups_total', { result: 'miss' })).toBe(3);
    expect(sample(text, 'mwangaza_page_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(sample(text, 'mwangaza_page_cache_pages')).toBe(3);
    expect(sample(text, 'mwangaza_prerender_duration_seconds_count', { outcome: 'rendered' })).toBe(2);
    expect(sample(text, 'mwangaza_prerender_duration_seconds_count', { outcome: 'failed' })).toBe(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toEqual(expect.any(Number));
  });
});

/**
 * promtool comes with Debian's `prometheus` package: CI installs it (.ci/run) and the check must run there;
 * on a developer's machine without it the check is skipped with a message that says how to get it.
 */
const promtool = spawnSync('promtool', ['--version']).status === 0;
const inCi = Boolean(process.env.CI);
if (!promtool && !inCi) {
  console.warn(
    'promtool not found: the Prometheus format check of GET /metrics is skipped. ' +
      "Install Debian's prometheus package (sudo apt-get install prometheus) to run it.",
  );
}

describe('promtool check metrics', () => {
  (promtool || inCi ? it : it.skip).each([
    ['the API', () => api.baseUrl],
    ["the shell's server", () => shellUrl],
  ])('passes the output of %s after traffic', async (_name, url) => {
    if (!promtool) throw new Error("promtool is missing: CI must install Debian's prometheus package");
    const text = await scrape(url(), TOKEN);
    const checked = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(`${checked.stdout}${checked.stderr}`).toBe('');
    expect(checked.status).toBe(0);
  });
});
