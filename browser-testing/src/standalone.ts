import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, Page } from 'playwright-core';
import { createStaticServer } from '@mwangaza/static-server';
import { launchBrowser } from './browser';

export interface StandaloneRemote {
  url: string;
  close(): Promise<void>;
}

/**
 * A remote's standalone start as its team runs it alone: its build with MSW mocking the API in the browser
 * (`<remote>/dist-standalone`, made by `npm test -w <remote>`), served on a free port. No API, no shell, no
 * other remote.
 */
export async function serveStandalone(remote: 'public-site' | 'admin-console'): Promise<StandaloneRemote> {
  const root = path.resolve(__dirname, '../..', remote, 'dist-standalone');
  const server: FastifyInstance = await createStaticServer({ app: remote, root });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => server.close() };
}

/**
 * A standalone test file's set-up: the remote served and a browser launched before its tests, a fresh
 * 1280x800 page for each test, all closed after. Read `url` and `page` inside tests.
 */
export function setUpStandalone(remote: 'public-site' | 'admin-console'): {
  readonly url: string;
  readonly page: Page;
} {
  let served: StandaloneRemote | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    [served, browser] = await Promise.all([serveStandalone(remote), launchBrowser()]);
  });
  beforeEach(async () => {
    page = await browser!.newPage({ viewport: { width: 1280, height: 800 } });
  });
  afterEach(() => page?.close());
  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });
  return {
    get url() {
      if (!served) throw new Error(`setUpStandalone: ${remote} is not served yet`);
      return served.url;
    },
    get page() {
      if (!page) throw new Error('setUpStandalone: no page outside a test');
      return page;
    },
  };
}
