import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { getE2eEnv } from './env';
import type { ServiceProcess } from './processes';
import { shellEnv, startStaticServer, type StaticServerOptions } from './static-servers';

type StartedServer = ReturnType<typeof startStaticServer>;
type Started = Awaited<StartedServer>;

/**
 * The set-up of a test file that starts static servers of its own beside the stack (a shell whose remote is
 * down, ...): one browser for the file, a new page for each test, and `startExtra`, whose servers are all
 * stopped after the file; `shellWithRemoteDown` starts a shell of its own whose remote has gone. Read `page()`
 * inside tests.
 */
export function setUpExtraServers(): {
  page(): Page;
  startExtra(options: StaticServerOptions): StartedServer;
  /** A shell (with the stack's API and other remote) whose `remote` is served, then stopped: bring it back at `remote.port`. */
  shellWithRemoteDown(remote: 'admin-console' | 'public-site'): Promise<{ shell: Started; remote: Started }>;
} {
  let browser: Browser | undefined;
  let current: Page | undefined;
  const extraServers: ServiceProcess[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(extraServers.map((server) => server.stop()));
  });
  beforeEach(async () => {
    current = await browser!.newPage();
  });
  afterEach(async () => {
    await current?.close();
  });
  async function startExtra(options: StaticServerOptions) {
    const server = await startStaticServer(options);
    extraServers.push(server);
    return server;
  }
  return {
    page() {
      if (!current) throw new Error('setUpExtraServers: no page outside a test');
      return current;
    },
    startExtra,
    async shellWithRemoteDown(app) {
      const env = getE2eEnv();
      const remote = await startExtra({ app });
      const shell = await startExtra({
        app: 'shell',
        env: shellEnv({
          api: env.apiUrl ?? undefined,
          publicSite: app === 'public-site' ? remote.url : env.publicSiteUrl,
          adminConsole: app === 'admin-console' ? remote.url : env.adminConsoleUrl,
        }),
      });
      await remote.stop();
      return { shell, remote };
    },
  };
}
