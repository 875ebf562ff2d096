import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '@mwangaza/browser-testing/browser';
import { getE2eEnv } from '@mwangaza/browser-testing/env';
import type { ServiceProcess } from '@mwangaza/browser-testing/processes';
import { distOf, repoRoot, shellEnv, startStaticServer } from '@mwangaza/browser-testing/static-servers';

jest.setTimeout(90_000);

const env = getE2eEnv();
let browser: Browser;
let page: Page;
let releasesDir: string;
let cdn: FastifyInstance;
let cdnUrl: string;
let shell: ServiceProcess;

/** `npm run release -- …` as an operator types it, against this test's own releases folder. */
async function release(...args: string[]): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'static-server/src/releases/cli.ts'),
      ...args,
      '--dir',
      releasesDir,
    ],
    { cwd: repoRoot },
  );
}

beforeAll(async () => {
  releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mwangaza-releases-'));
  // Two releases of the admin console (the same build published twice stands in for a compatible minor).
  await release('publish', 'admin-console', '--from', distOf('admin-console'), '--version', '1.0.0');
  await release('publish', 'admin-console', '--from', distOf('admin-console'), '--version', '1.1.0');
  await release('activate', 'admin-console', '1.0.0');
  // The releases folder served as a plain CDN would serve it (static files, CORS for the shell).
  cdn = Fastify();
  await cdn.register(fastifyCors, { origin: '*' });
  await cdn.register(fastifyStatic, { root: releasesDir });
  cdnUrl = await cdn.listen({ port: 0, host: '127.0.0.1' });
  shell = await startStaticServer({
    app: 'shell',
    env: {
      ...shellEnv({
        api: env.apiUrl ?? undefined,
        publicSite: env.publicSiteUrl,
        adminConsole: `${cdnUrl}/admin-console/{version}/`,
      }),
      RELEASES_DIR: releasesDir,
    },
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shell?.stop();
  await cdn?.close();
  fs.rmSync(releasesDir, { recursive: true, force: true });
});

/** Opens the admin area with a full page load; the release whose remoteEntry.js the page fetched. */
async function openAdmin(): Promise<string | undefined> {
  page = await browser.newPage();
  const entries: string[] = [];
  page.on('request', (request) => {
    const match = /\/admin-console\/([^/]+)\/remoteEntry\.js/.exec(new URL(request.url()).pathname);
    if (match) entries.push(match[1]!);
  });
  await page.goto(`${shell.url}/admin/login`);
  await page.locator('[data-remote="adminConsole"][data-remote-state="ready"]').waitFor();
  await page.locator('input[type="password"]').waitFor();
  const configured = await page.evaluate(
    () =>
      (window as unknown as { __MWANGAZA_CONFIG__: { releases: { adminConsole: string | null } } })
        .__MWANGAZA_CONFIG__.releases.adminConsole,
  );
  await page.close();
  expect(entries).toEqual([configured]);
  return configured ?? undefined;
}

describe('versioned releases switched with `npm run release -- activate`', () => {
  it('are picked up by the running shell on the next full page load, release and rollback alike', async () => {
    expect(await openAdmin()).toBe('1.0.0');

    await release('activate', 'admin-console', '1.1.0');
    expect(await openAdmin()).toBe('1.1.0');

    await release('activate', 'admin-console', '1.0.0');
    expect(await openAdmin()).toBe('1.0.0');
  });
});
