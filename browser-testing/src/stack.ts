import fs from 'node:fs';
import { startApi, type ApiServer } from './api-server';
import { startMailbox, type Mailbox } from './mailbox';
import { getFreePort, type ServiceProcess } from './processes';
import { assertBuilt, shellEnv, startStaticServer } from './static-servers';

export interface E2eEnv {
  shellUrl: string;
  publicSiteUrl: string;
  adminConsoleUrl: string;
  /** The API's own URL; null when run with E2E_NO_API=1. */
  apiUrl: string | null;
  pids: number[];
  dataDir: string | null;
  /** Where the test SMTP server (the API's SMTP_URL) writes each message it receives; null without the API. */
  mailDir: string | null;
}

export interface RunningStack {
  env: E2eEnv;
  /** Runs inside the process that started the stack (global-setup keeps it for global-teardown). */
  mailbox: Mailbox | null;
  stop(): Promise<void>;
}

export interface StackOptions {
  /**
   * The API's background jobs (the e-mail outbox, the analytics roll-up) on their production schedules (a
   * minute) rather than the browser tests' quick ones: for measurements, where a roll-up every second would
   * compete for the CPU with the browser being measured.
   */
  productionSchedules?: boolean;
}

/**
 * The built site as it runs in production: the API, both remotes and the shell (proxying /api and pointing
 * at the remotes through its runtime config), each on a free port. Builds nothing.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  assertBuilt(['shell', 'public-site', 'admin-console']);
  const started: ServiceProcess[] = [];
  let api: ApiServer | null = null;
  let mailbox: Mailbox | null = null;
  // Known before the API starts, so links in its e-mails (CONSOLE_URL) point at this shell.
  const shellPort = await getFreePort();
  try {
    if (process.env.E2E_NO_API !== '1') {
      mailbox = await startMailbox();
      api = await startApi({
        SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
        CONSOLE_URL: `http://127.0.0.1:${shellPort}/admin`,
        // Browser tests fill the contact form at machine speed: the minimum fill time (spam) is the API
        // tests' subject, so here no enquiry is held as spam for being quick.
        CONTACT_MIN_FILL_MS: '0',
        // Every browser test sends its enquiries from 127.0.0.1 within minutes: the per-client limit (5 in 10
        // minutes, the API tests' subject) would refuse whichever test comes sixth.
        CONTACT_RATE_LIMIT_MAX: '1000',
        // Every page a browser test opens sends its analytics from 127.0.0.1.
        ANALYTICS_RATE_LIMIT_MAX: '100000',
        // Every request of every test, and every API read of the servers prerendering pages, comes from
        // 127.0.0.1: the crawls of the sitemap's three languages alone pass the global 600 a minute, and the
        // tests after them met 429s (the limit itself is the API tests' subject).
        RATE_LIMIT_MAX: '100000',
        // E-mails a test waits for are sent within half a second; the Traffic screen's test reads today's
        // figures, rolled up every second instead of every minute.
        ...(options.productionSchedules
          ? {}
          : { MAIL_RETRY_INTERVAL_MS: '500', ANALYTICS_ROLLUP_INTERVAL_MS: '1000' }),
      });
      started.push(api);
    }
    const [publicSite, adminConsole] = await Promise.all([
      // The public site's server prerenders pages from the API for the shell's server.
      startStaticServer({ app: 'public-site', env: api ? { API_URL: api.url } : {} }),
      startStaticServer({ app: 'admin-console' }),
    ]);
    started.push(publicSite, adminConsole);
    const shell = await startStaticServer({
      app: 'shell',
      port: shellPort,
      env: shellEnv({ api: api?.url, publicSite: publicSite.url, adminConsole: adminConsole.url }),
    });
    started.push(shell);
    const env: E2eEnv = {
      shellUrl: shell.url,
      publicSiteUrl: publicSite.url,
      adminConsoleUrl: adminConsole.url,
      apiUrl: api?.url ?? null,
      pids: started.map((service) => service.pid),
      dataDir: api?.dataDir ?? null,
      mailDir: mailbox?.dir ?? null,
    };
    return { env, mailbox, stop: () => stopAll(started, env.dataDir, mailbox) };
  } catch (error) {
    await stopAll(started, api?.dataDir ?? null, mailbox);
    throw error;
  }
}

async function stopAll(
  services: ServiceProcess[],
  dataDir: string | null,
  mailbox: Mailbox | null,
): Promise<void> {
  await Promise.all(services.map((service) => service.stop()));
  await mailbox?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
