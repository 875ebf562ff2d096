import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { createClient, multipartFile, type Client } from './https-client';
import { startLoad, type LoadTarget } from './load';
import { readAccessLog, readErrorLog } from './nginx';
import { accessLogged, linesNaming, postResetsFrom, servedBy, servesSince } from './observe';
import { answers200 } from './process';
import { ADMIN, CONTENT_VERSION_CHECK_MS, startStack, type ProcessName, type Stack } from './stack';

/**
 * Production on real parts (docs/production.md): the deploy folder with production dependencies only, the
 * database process, two API instances on it, the remotes' servers, two shell servers and nginx with TLS in
 * front, configured from deploy/nginx/mwangaza.conf.template. Every request below goes through nginx over
 * HTTPS, as a visitor's would; which instance answered is read from nginx's access log.
 */

jest.setTimeout(120_000);

let stack: Stack;
/** The test's visitor, connecting from 127.0.0.2 so nginx and the API can tell it from the servers on 127.0.0.1. */
let visitor: Client;
const figures: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  visitor = createClient({ origin: stack.origin, ca: stack.cert, localAddress: '127.0.0.2' });
  figures.push(`deploy folder (copy + npm install --omit=dev): ${stack.deployFolderMs} ms`);
  for (const [name, running] of stack.processes) figures.push(`${name} started in ${running.startMs} ms`);
}, 300_000);

afterAll(async () => {
  await stack?.stop();
  console.log(`Production test figures:\n  ${figures.join('\n  ')}`);
});

const signIn = (client: Client, password = ADMIN.password, headers: Record<string, string> = {}) =>
  client('POST', '/api/auth/login', { json: { email: ADMIN.email, password }, headers });

it('runs every process from the deploy folder, each ready on its own health route', async () => {
  for (const name of ['api-1', 'api-2'] as const) {
    const ready = await createClient({ origin: `http://127.0.0.1:${stack.processes.get(name)!.port}` })(
      'GET',
      '/api/health/ready',
    );
    expect(ready.json()).toMatchObject({ success: true, data: { database: 'up' } });
  }
  for (const name of ['public-site', 'admin-console', 'shell-1', 'shell-2'] as const) {
    const ready = await createClient({ origin: `http://127.0.0.1:${stack.processes.get(name)!.port}` })(
      'GET',
      '/health/ready',
    );
    expect(ready.json()).toMatchObject({ success: true, data: { app: name.replace(/-\d$/, '') } });
  }
  const throughNginx = await visitor('GET', '/api/health/ready');
  expect(throughNginx.status).toBe(200);
  // Production logs are JSON lines, one per answered request.
  const apiLine = stack.processes.get('api-1')!.lines.find((line) => line.includes('request completed'));
  expect(JSON.parse(apiLine!)).toMatchObject({ req: { url: '/api/health/ready' }, res: { statusCode: 200 } });
});

it('redirects HTTP to HTTPS and tells browsers to stay on HTTPS', async () => {
  const plain = createClient({ origin: `http://127.0.0.1:${stack.ports.http}` });
  const redirect = await plain('GET', '/case-studies?category=Healthcare', {
    headers: { host: 'localhost' },
  });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.location).toBe(`${stack.origin}/case-studies?category=Healthcare`);

  const page = await visitor('GET', '/', { headers: { accept: 'text/html' } });
  expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const api = await visitor('GET', '/api/services');
  expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

it('serves prerendered public pages, with the remotes on the same origin', async () => {
  const services = (await visitor('GET', '/api/services')).json().data.services as {
    title: string;
    slug: string;
  }[];
  expect(services.length).toBeGreaterThan(0);
  for (const path of ['/', '/services', `/services/${services[0]!.slug}`]) {
    const page = await visitor('GET', path, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="mwangaza-prerendered"');
    expect(page.text).toContain(services[0]!.title.replace(/&/g, '&amp;'));
    expect(page.text).toContain(`${stack.origin}/remotes/public-site/remoteEntry.js`);
  }
  const entry = await visitor('GET', '/remotes/public-site/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect(entry.headers['content-type']).toMatch(/javascript/);
});

it("answers an unknown URL with 404 and the site's not-found page", async () => {
  const page = await visitor('GET', '/no-such-page', { headers: { accept: 'text/html' } });
  expect(page.status).toBe(404);
  expect(page.text).toContain('Page not found');
});

it('signs in through one API instance and refreshes through the other', async () => {
  let session: { accessToken: string; refreshToken: string } | undefined;
  const signedInBy = await servedBy(stack, 'POST', '/api/auth/login', async () => {
    const answer = await signIn(visitor);
    expect(answer.status).toBe(200);
    session = answer.json().data;
  });
  // Round robin sends the next request to the other instance; refresh until one did, each with the newest token.
  let refreshedBy: ProcessName | undefined;
  for (let attempt = 0; attempt < 4 && refreshedBy !== otherApi(signedInBy); attempt += 1) {
    const issuedBy = refreshedBy ?? signedInBy;
    refreshedBy = await servedBy(stack, 'POST', '/api/auth/refresh', async () => {
      const answer = await visitor('POST', '/api/auth/refresh', {
        json: { refreshToken: session!.refreshToken },
      });
      expect(answer.status).toBe(200);
      session = answer.json().data;
    });
    if (refreshedBy === otherApi(issuedBy)) break;
  }
  expect(refreshedBy).toBe(otherApi(signedInBy));
  const me = await visitor('GET', '/api/auth/me', { token: session!.accessToken });
  expect(me.json()).toMatchObject({ data: { user: { email: ADMIN.email } } });
});

const otherApi = (name: ProcessName): ProcessName => (name === 'api-1' ? 'api-2' : 'api-1');

it('counts failed sign-ins of both instances against one limit', async () => {
  const attacker = createClient({ origin: stack.origin, ca: stack.cert, localAddress: '127.0.0.3' });
  const servedFailures = new Set<ProcessName>();
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    servedFailures.add(
      await servedBy(stack, 'POST', '/api/auth/login', async () => {
        expect((await signIn(attacker, `wrong-password-${attempt}`)).status).toBe(401);
      }),
    );
  }
  expect([...servedFailures].sort()).toEqual(['api-1', 'api-2']);
  // The sixth try waits, whichever instance gets it, even with the right password.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const limited = await signIn(attacker);
    expect(limited.status).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: expect.stringMatching(/try again in/i) });
  }
  // Another client is not locked out of the account.
  expect((await signIn(visitor)).status).toBe(200);
});

it('knows the visitor by the address it connects from, whatever X-Forwarded-For it sends', async () => {
  const forged = { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.9' };
  const signedIn = await signIn(visitor, ADMIN.password, forged);
  const token = signedIn.json().data.accessToken as string;
  const devices = await visitor('GET', '/api/auth/sessions', { token, headers: forged });
  const current = (devices.json().data.sessions as { ip: string; current: boolean }[]).find((s) => s.current);
  expect(current?.ip).toBe('127.0.0.2');
  // The API's log line for that request (written once it was answered) names the same address.
  const logged = () =>
    [...stack.processes.get('api-1')!.lines, ...stack.processes.get('api-2')!.lines].filter((line) =>
      line.includes('"url":"/api/auth/sessions"'),
    );
  for (let attempt = 0; attempt < 40 && logged().length === 0; attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(logged().length).toBeGreaterThan(0);
  for (const line of logged()) expect(JSON.parse(line).req.remoteAddress).toBe('127.0.0.2');
});

/** The log lines of `names` that name request `id`, once one has been written (lines follow the answer). */
it("follows nginx's request id into the API's and the shell's answers and logs (a client's own is ignored)", async () => {
  const forged = { 'x-request-id': 'chosen-by-the-client' };
  const api = await visitor('GET', '/api/services?limit=1', { headers: forged });
  const apiId = String(api.headers['x-request-id']);
  expect(apiId).toMatch(/^[0-9a-f]{32}$/);
  expect(await accessLogged(stack, apiId)).toBe(true);
  expect(await linesNaming(stack, ['api-1', 'api-2'], apiId)).toContainEqual(
    expect.objectContaining({
      msg: 'request completed',
      req: expect.objectContaining({ url: '/api/services?limit=1' }),
    }),
  );

  const page = await visitor('GET', '/about', { headers: { ...forged, accept: 'text/html' } });
  const pageId = String(page.headers['x-request-id']);
  expect(pageId).toMatch(/^[0-9a-f]{32}$/);
  expect(await accessLogged(stack, pageId)).toBe(true);
  expect(await linesNaming(stack, ['shell-1', 'shell-2'], pageId)).toContainEqual(
    expect.objectContaining({ msg: 'request completed', req: expect.objectContaining({ url: '/about' }) }),
  );
  expect(readAccessLog(stack.dir).some((line) => line.request_id === 'chosen-by-the-client')).toBe(false);
});

it("keeps the servers' metrics and the public site's prerenderer off the internet", async () => {
  for (const path of [
    '/metrics',
    '/remotes/public-site/metrics',
    '/remotes/admin-console/metrics',
    '/remotes/public-site/__prerender?path=%2Fabout',
  ])
    expect([path, (await visitor('GET', path)).status]).toEqual([path, 404]);
  // The shell servers still get their pages prerendered there (from this machine).
  const page = await visitor('GET', '/about', { headers: { accept: 'text/html' } });
  expect(page.text).toContain('id="mwangaza-prerendered"');
});

it(`serves content published through one instance from the other within ${CONTENT_VERSION_CHECK_MS} ms`, async () => {
  const token = (await signIn(visitor)).json().data.accessToken as string;
  const [service] = (await visitor('GET', '/api/services')).json().data.services as {
    id: string;
    slug: string;
  }[];
  expect((await visitor('POST', `/api/services/${service!.id}/unpublish`, { token })).status).toBe(200);
  const listed = async () =>
    ((await visitor('GET', '/api/services?limit=50')).json().data.services as { id: string }[]).some(
      (item) => item.id === service!.id,
    );
  // Both instances answer (and cache) the list without it.
  await new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_CHECK_MS * 2));
  expect([await listed(), await listed()]).toEqual([false, false]);

  const publishedBy = await servedBy(stack, 'POST', `/api/services/${service!.id}/publish`, async () => {
    expect((await visitor('POST', `/api/services/${service!.id}/publish`, { token })).status).toBe(200);
  });
  const publishedAt = Date.now();
  let seenByOther: number | undefined;
  while (seenByOther === undefined && Date.now() - publishedAt < CONTENT_VERSION_CHECK_MS * 5) {
    let present = false;
    const by = await servedBy(stack, 'GET', '/api/services', async () => (present = await listed()));
    if (by === otherApi(publishedBy) && present) seenByOther = Date.now() - publishedAt;
  }
  figures.push(
    `content published on ${publishedBy} served by ${otherApi(publishedBy)} after ${seenByOther} ms`,
  );
  expect(seenByOther).toBeDefined();
  // The check interval, plus the time a request takes on a busy machine.
  expect(seenByOther!).toBeLessThanOrEqual(CONTENT_VERSION_CHECK_MS + 500);
});

it('serves media uploaded through one instance from the other, byte for byte', async () => {
  const token = (await signIn(visitor)).json().data.accessToken as string;
  const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2a7f62' } })
    .png()
    .toBuffer();
  const upload = multipartFile('file', 'kiosk.png', 'image/png', image);
  let media: { url: string; variants: { url: string }[] } | undefined;
  const uploadedBy = await servedBy(stack, 'POST', '/api/media', async () => {
    const answer = await visitor('POST', '/api/media', { token, body: upload.body, headers: upload.headers });
    expect(answer.status).toBe(201);
    media = answer.json().data.media;
  });
  const urls = [media!.url, ...media!.variants.map((variant) => variant.url)];
  const bodies = new Map<ProcessName, Buffer>();
  for (let attempt = 0; attempt < 4 && bodies.size < 2; attempt += 1) {
    let body: Buffer = Buffer.alloc(0);
    const path = new URL(urls[0]!, stack.origin).pathname;
    const by = await servedBy(stack, 'GET', path, async () => {
      const answer = await visitor('GET', path);
      expect(answer.status).toBe(200);
      body = answer.body;
    });
    bodies.set(by, body);
  }
  expect(bodies.has(otherApi(uploadedBy))).toBe(true);
  expect(bodies.get('api-1')!.equals(bodies.get('api-2')!)).toBe(true);
  expect((await sharp(bodies.get(otherApi(uploadedBy))!).metadata()).width).toBe(640);
});

it('backs up the database process with the backup command; the archive restores into a new folder', async () => {
  // The restore drill (api/test/backup/restore-drill.test.ts) as an operator runs it in production: the
  // commands of the deploy folder, with the API instances' environment, beside the running site.
  const run = promisify(execFile);
  const began = Date.now();
  const backup = await run(process.execPath, ['api/dist/backup.js'], {
    cwd: stack.app,
    env: { ...stack.apiEnv(), BACKUP_DIR: path.join(stack.dir, 'backups') },
  });
  const backupMs = Date.now() - began;
  expect(backup.stderr).toContain('Backing up MongoDB database "mwangaza"');
  const archive = backup.stdout.trim();
  expect(path.dirname(archive)).toBe(path.join(stack.dir, 'backups'));

  const { MONGODB_URI: _database, ...withoutDatabase } = stack.apiEnv();
  const restored = await run(process.execPath, ['api/dist/restore.js', '--file', archive], {
    cwd: stack.app,
    env: { ...withoutDatabase, ALLOW_EMBEDDED_DB: 'true', DATA_DIR: path.join(stack.dir, 'restored') },
  });
  const counts = /^Restored (\d+) documents in \d+ collections and (\d+) media files/.exec(restored.stdout);
  expect(counts).not.toBeNull();
  expect(Number(counts![2])).toBeGreaterThanOrEqual(1);
  figures.push(
    `backup of the running site: ${fs.statSync(archive).size} bytes in ${backupMs} ms; restored ${counts![1]} documents and ${counts![2]} media files`,
  );
});

it('stops an API instance and a shell server with SIGTERM under steady load without a failed request but the accept-queue race', async () => {
  const refreshToken = 'not-a-valid-refresh-token';
  const targets: LoadTarget[] = [
    { name: 'API read', method: 'GET', path: '/api/services', expected: [200] },
    {
      name: 'API write',
      method: 'POST',
      path: '/api/auth/refresh',
      options: { json: { refreshToken } },
      expected: [401],
    },
    {
      name: 'page',
      method: 'GET',
      path: '/services',
      options: { headers: { accept: 'text/html' } },
      expected: [200],
    },
    { name: 'remote file', method: 'GET', path: '/remotes/public-site/remoteEntry.js', expected: [200] },
  ];
  const load = startLoad(stack.origin, stack.cert, targets);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await pause(1500);
  const logLength = readAccessLog(stack.dir).length;
  const errorLogLength = readErrorLog(stack.dir).length;
  const apiStop = await stack.processes.get('api-1')!.terminate();
  await pause(1500);
  const shellStop = await stack.processes.get('shell-1')!.terminate();
  await pause(1500);
  const [api, shell] = await Promise.all([stack.start('api-1'), stack.start('shell-1')]);
  // nginx tries a failed instance again after its fail_timeout (5 s): wait until both take requests again.
  const servesAgain = (name: ProcessName) => servesSince(stack, name, logLength);
  const deadline = Date.now() + 20_000;
  while (!(servesAgain('api-1') && servesAgain('shell-1')) && Date.now() < deadline) await pause(250);
  const result = await load.stop();

  const acceptQueueResets = postResetsFrom(stack, 'api-1', errorLogLength);
  const raced = result.failures.filter((failure) => failure.method === 'POST' && failure.status === 502);
  const unexplained = result.failures.filter((failure) => !raced.includes(failure));

  figures.push(
    `rolling stop: api-1 stopped in ${apiStop.stopMs} ms (exit ${apiStop.code}), restarted in ${api.startMs} ms; ` +
      `shell-1 stopped in ${shellStop.stopMs} ms (exit ${shellStop.code}), restarted in ${shell.startMs} ms`,
    `requests during the rolling stop: ${result.served} served, ${result.failed} failed (` +
      Object.entries(result.byTarget)
        .map(([name, counts]) => `${name} ${counts.served}/${counts.failed}`)
        .join(', ') +
      `), ${raced.length} POST answered 502 after ${acceptQueueResets} accept-queue resets`,
  );
  expect(unexplained).toEqual([]);
  expect(raced.length).toBeLessThanOrEqual(acceptQueueResets);
  for (const counts of Object.values(result.byTarget)) expect(counts.served).toBeGreaterThan(10);
  expect([apiStop.code, shellStop.code]).toEqual([0, 0]);
  expect(servesAgain('api-1') && servesAgain('shell-1')).toBe(true);
  expect(await answers200(`http://127.0.0.1:${api.port}/api/health/ready`)).toBe(true);
});
