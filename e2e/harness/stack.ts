import fs from 'node:fs';
import { startApi, type ApiServer } from './api-server';
import type { ServiceProcess } from './processes';
import { assertBuilt, shellEnv, startStaticServer } from './static-servers';

export interface E2eEnv {
  shellUrl: string;
  publicSiteUrl: string;
  adminConsoleUrl: string;
  /** The API's own URL; null when run with E2E_NO_API=1. */
  apiUrl: string | null;
  pids: number[];
  dataDir: string | null;
}

export interface RunningStack {
  env: E2eEnv;
  stop(): Promise<void>;
}

/**
 * The built site as it runs in production: the API, both remotes and the shell (proxying /api and pointing
 * at the remotes through its runtime config), each on a free port. Builds nothing.
 */
export async function startStack(): Promise<RunningStack> {
  assertBuilt(['shell', 'public-site', 'admin-console']);
  const started: ServiceProcess[] = [];
  let api: ApiServer | null = null;
  try {
    if (process.env.E2E_NO_API !== '1') {
      api = await startApi();
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
    };
    return { env, stop: () => stopAll(started, env.dataDir) };
  } catch (error) {
    await stopAll(started, api?.dataDir ?? null);
    throw error;
  }
}

async function stopAll(services: ServiceProcess[], dataDir: string | null): Promise<void> {
  await Promise.all(services.map((service) => service.stop()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
