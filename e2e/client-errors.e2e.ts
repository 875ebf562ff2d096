import type { Response } from 'playwright-core';
import { E2E_METRICS_TOKEN } from '@mwangaza/browser-testing/api-server';
import { getE2eEnv } from '@mwangaza/browser-testing/env';
import { setUpExtraServers } from '@mwangaza/browser-testing/extra-servers';

// Starting extra servers and a browser on 2 busy cores takes a while.
jest.setTimeout(90_000);

const env = getE2eEnv();
const { page, shellWithRemoteDown } = setUpExtraServers();

interface Report {
  kind: string;
  message: string;
  page: string;
  remote?: string;
}

/** The next error report the page sends, once the API has answered it. */
const nextReport = () => page().waitForResponse((response) => response.url().endsWith('/api/client-errors'));
const reportsOf = (response: Response) =>
  (JSON.parse(response.request().postData() ?? '{}') as { reports: Report[] }).reports;

/** How many reports of `kind` the API has counted (GET /metrics). */
async function counted(kind: string): Promise<number> {
  const response = await fetch(`${env.apiUrl}/metrics`, {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  });
  const text = await response.text();
  const line = text
    .split('\n')
    .find((entry) => entry.startsWith(`mwangaza_client_errors_total{kind="${kind}"}`));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

describe('errors in the browser reach the API', () => {
  it('reports a remote that fails to load, through the shell, under a request id', async () => {
    const { shell } = await shellWithRemoteDown('admin-console');
    const before = await counted('remote-load');

    const reported = nextReport();
    await page().goto(`${shell.url}/admin/login?token=not-for-the-log`);
    await page().locator('[data-remote="adminConsole"][data-remote-state="failed"]').waitFor();
    const response = await reported;

    expect(response.status()).toBe(202);
    expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(reportsOf(response)).toEqual([
      expect.objectContaining({ kind: 'remote-load', remote: 'adminConsole', page: '/admin/login' }),
    ]);
    expect(await counted('remote-load')).toBe(before + 1);
  });

  it('reports an uncaught error and an unhandled rejection, once each', async () => {
    await page().goto(`${env.shellUrl}/`);
    await page().locator('[data-remote="publicSite"][data-remote-state="ready"]').waitFor();
    const reported = nextReport();
    await page().evaluate(() => {
      for (let i = 0; i < 3; i++)
        setTimeout(() => {
          throw new Error('e2e: uncaught');
        });
      void Promise.reject(new Error('e2e: unhandled'));
    });
    const response = await reported;
    expect(response.status()).toBe(202);
    expect(reportsOf(response)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'error', message: 'Error: e2e: uncaught', page: '/' }),
        expect.objectContaining({ kind: 'unhandledrejection', message: 'Error: e2e: unhandled', page: '/' }),
      ]),
    );
    expect(reportsOf(response)).toHaveLength(2);
  });
});
