import fs from 'node:fs';
import path from 'node:path';
import { getFreePort, startService, type ServiceProcess } from './processes';

export type AppName = 'shell' | 'public-site' | 'admin-console';

export const repoRoot = path.resolve(__dirname, '../..');
/** Shared by the API and every shell the tests start, as `npm start` pairs them. */
export const E2E_PROXY_SECRET = 'e2e-proxy-secret-9f8c2a7d41b6e035';
const cli = require.resolve('@mwangaza/static-server/cli');

export function distOf(app: AppName): string {
  return path.join(repoRoot, app, 'dist');
}

export function assertBuilt(apps: AppName[]): void {
  const missing = apps.filter((app) => !fs.existsSync(path.join(distOf(app), 'index.html')));
  if (missing.length > 0) {
    throw new Error(
      `No build for ${missing.join(', ')}. Run: npm run build -w shell -w public-site -w admin-console`,
    );
  }
}

export interface StaticServerOptions {
  app: AppName;
  /** Defaults to a free port; pass the old port to bring a stopped remote back at the same URL. */
  port?: number;
  root?: string;
  env?: NodeJS.ProcessEnv;
}

/** Serves a built app with the real static server (in its own process) on 127.0.0.1. */
export async function startStaticServer(
  options: StaticServerOptions,
): Promise<ServiceProcess & { port: number }> {
  const port = options.port ?? (await getFreePort());
  const url = `http://127.0.0.1:${port}`;
  const service = await startService({
    name: `${options.app} static server`,
    command: process.execPath,
    args: [
      '--import',
      'tsx',
      cli,
      '--app',
      options.app,
      '--root',
      options.root ?? distOf(options.app),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ],
    // Browser tests open a page right after changing content (or moving the API's clock): the shell asks the
    // API's content version on every page rather than once a second, as PUBLIC_MAX_AGE_SECONDS=0 does for the API.
    env: { LOG_REQUESTS: '0', CONTENT_VERSION_CHECK_MS: '0', ...options.env },
    cwd: repoRoot,
    url,
    readyUrl: options.app === 'shell' ? `${url}/runtime-config.js` : `${url}/remoteEntry.js`,
  });
  return { ...service, port };
}

/** The environment a shell needs to find the API and both remotes. */
export function shellEnv(urls: {
  api?: string;
  publicSite: string;
  adminConsole: string;
}): NodeJS.ProcessEnv {
  return {
    API_URL: urls.api ?? 'http://127.0.0.1:9',
    PUBLIC_SITE_URL: urls.publicSite,
    ADMIN_CONSOLE_URL: urls.adminConsole,
    API_BASE: '/api',
    PROXY_SECRET: E2E_PROXY_SECRET,
  };
}
