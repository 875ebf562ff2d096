import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '@mwangaza/browser-testing/browser';
import { getE2eEnv } from '@mwangaza/browser-testing/env';
import type { ServiceProcess } from '@mwangaza/browser-testing/processes';
import { repoRoot, shellEnv, startStaticServer } from '@mwangaza/browser-testing/static-servers';

// Building a remote on 2 busy cores takes a few minutes; the checks themselves are quick.
jest.setTimeout(90_000);

const UNAVAILABLE = 'This part of the site is temporarily unavailable.';
const env = getE2eEnv();
let browser: Browser;
let page: Page;
let skewedDir: string;
const servers: ServiceProcess[] = [];

/** The admin console as its team would release it after moving to a new major of the shared package. */
async function buildSkewedAdminConsole(outputDir: string): Promise<void> {
  const webpackCli = path.join(repoRoot, 'node_modules/webpack/bin/webpack.js');
  await promisify(execFile)(process.execPath, [webpackCli, '--mode', 'production'], {
    cwd: path.join(repoRoot, 'admin-console'),
    env: {
      ...process.env,
      MWANGAZA_OUTPUT_DIR: outputDir,
      MWANGAZA_SHARED_RANGES: JSON.stringify({ '@mwangaza/shared': '^2.0.0' }),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
}

beforeAll(async () => {
  skewedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mwangaza-skewed-admin-'));
  [browser] = await Promise.all([launchBrowser(), buildSkewedAdminConsole(skewedDir)]);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(skewedDir, { recursive: true, force: true });
});

const remote = (name: 'publicSite' | 'adminConsole', state: 'ready' | 'failed') =>
  page.locator(`[data-remote="${name}"][data-remote-state="${state}"]`);

describe('a remote built against a shared major the shell does not provide', () => {
  it('is not run: its area shows the unavailable message, the console says why, the public site works', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(skewedDir, 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string; requiredVersion?: string }[];
    };
    expect(manifest.shared.find((entry) => entry.name === '@mwangaza/shared')?.requiredVersion).toBe(
      '^2.0.0',
    );

    const admin = await startStaticServer({ app: 'admin-console', root: skewedDir });
    servers.push(admin);
    const shell = await startStaticServer({
      app: 'shell',
      env: shellEnv({ api: env.apiUrl ?? undefined, publicSite: env.publicSiteUrl, adminConsole: admin.url }),
    });
    servers.push(shell);

    page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${shell.url}/admin/login`);
    await remote('adminConsole', 'failed').waitFor();
    await page.getByText(UNAVAILABLE).waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.locator('input[type="password"]').count()).toBe(0);

    const reason = consoleErrors.find((text) => text.includes('does not satisfy'));
    expect(reason).toBeDefined();
    expect(reason).toContain('@mwangaza/shared');
    expect(reason).toContain('^2.0.0');
    expect(reason).toMatch(/Version 1\.\d+\.\d+/);

    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await remote('publicSite', 'ready').waitFor();
    await page.goto(`${shell.url}/services`);
    await remote('publicSite', 'ready').waitFor();
    await page.close();
  });
});
