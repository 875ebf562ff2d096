import type { Response } from 'playwright-core';
import { recordRequests } from '@mwangaza/browser-testing/browser';
import { getE2eEnv } from '@mwangaza/browser-testing/env';
import { setUpExtraServers } from '@mwangaza/browser-testing/extra-servers';

// Starting extra servers and a browser on 2 busy cores takes a while.
jest.setTimeout(90_000);

const UNAVAILABLE = 'This part of the site is temporarily unavailable.';
const env = getE2eEnv();
const { page, startExtra, shellWithRemoteDown } = setUpExtraServers();

const remote = (name: 'publicSite' | 'adminConsole', state: 'ready' | 'failed') =>
  page().locator(`[data-remote="${name}"][data-remote-state="${state}"]`);

describe('the shell mounts both remotes', () => {
  it('shows the public site at /', async () => {
    const response = await page().goto(`${env.shellUrl}/`);
    expect(response?.status()).toBe(200);
    await remote('publicSite', 'ready').waitFor();
    await page().locator('h1').first().waitFor();
    expect(await page().getByText(UNAVAILABLE).count()).toBe(0);
  });

  it('shows the admin console at /admin/login', async () => {
    await page().goto(`${env.shellUrl}/admin/login`);
    await remote('adminConsole', 'ready').waitFor();
    await page().locator('input[type="password"]').waitFor();
  });

  it('serves the app on a reload of a deep link', async () => {
    const first = await page().goto(`${env.shellUrl}/case-studies/county-hospital-readmissions`);
    expect(first?.status()).toBe(200);
    const reload = await page().reload();
    expect(reload?.status()).toBe(200);
    expect(reload?.headers()['content-type']).toMatch(/text\/html/);
    await remote('publicSite', 'ready').waitFor();
  });

  it('downloads nothing of the admin console on the public home page', async () => {
    const requests = recordRequests(page());
    await page().goto(`${env.shellUrl}/`, { waitUntil: 'networkidle' });
    await remote('publicSite', 'ready').waitFor();
    expect(requests.some((url) => url.startsWith(env.publicSiteUrl))).toBe(true);
    expect(requests.filter((url) => url.startsWith(env.adminConsoleUrl))).toEqual([]);
  });

  it("asks Chrome to compile every script of the three apps while it downloads, not on the page's main thread", async () => {
    const scripts = new Map<string, Promise<string>>();
    const keepScript = (response: Response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text());
    };
    page().on('response', keepScript);
    for (const [path, name] of [
      ['/', 'publicSite'],
      ['/admin/login', 'adminConsole'],
    ] as const) {
      await page().goto(`${env.shellUrl}${path}`, { waitUntil: 'networkidle' });
      await remote(name, 'ready').waitFor();
    }
    page().off('response', keepScript);
    // What webpack built (the deploy-time /runtime-config.js is written by the server, and is a few lines).
    const built = [...scripts.keys()].filter((url) => !url.endsWith('/runtime-config.js'));
    for (const origin of [env.shellUrl, env.publicSiteUrl, env.adminConsoleUrl]) {
      expect(built.filter((url) => url.startsWith(origin)).length).toBeGreaterThan(2);
    }
    for (const url of built) {
      const hinted = (await scripts.get(url)!).startsWith('//# allFunctionsCalledOnLoad\n');
      expect({ url, hinted }).toEqual({ url, hinted: true });
    }
  });
});

describe('a remote that is down', () => {
  it('shows a message with Retry in the admin area while public pages keep working, and Retry recovers', async () => {
    const { shell, remote: admin } = await shellWithRemoteDown('admin-console');

    await page().goto(`${shell.url}/admin/login`);
    await remote('adminConsole', 'failed').waitFor();
    await page().getByText(UNAVAILABLE).waitFor();

    await page().getByRole('link', { name: 'Back to the home page' }).click();
    await remote('publicSite', 'ready').waitFor();
    await page().goto(`${shell.url}/services`);
    await remote('publicSite', 'ready').waitFor();

    await page().goto(`${shell.url}/admin/login`);
    await remote('adminConsole', 'failed').waitFor();
    await startExtra({ app: 'admin-console', port: admin.port });
    await page().getByRole('button', { name: 'Retry' }).click();
    await remote('adminConsole', 'ready').waitFor();
    await page().locator('input[type="password"]').waitFor();
  });

  it('keeps the home page from going blank and the admin console working when the public site is down', async () => {
    const { shell, remote: publicSite } = await shellWithRemoteDown('public-site');

    await page().goto(`${shell.url}/`);
    await remote('publicSite', 'failed').waitFor();
    await page().getByText(UNAVAILABLE).waitFor();
    await page().getByText('Mwangaza Analytics').first().waitFor();
    await page().getByRole('button', { name: 'Retry' }).waitFor();

    await page()
      .getByRole('link', { name: /sign in to the admin console/i })
      .click();
    await remote('adminConsole', 'ready').waitFor();
    await page().locator('input[type="password"]').waitFor();

    await startExtra({ app: 'public-site', port: publicSite.port });
    await page().goto(`${shell.url}/`);
    await remote('publicSite', 'ready').waitFor();
  });
});
