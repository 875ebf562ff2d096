import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getFreePort, startService, type ServiceProcess } from './processes';
import { E2E_PROXY_SECRET, repoRoot } from './static-servers';

export const apiEntry = path.join(repoRoot, 'api/dist/server.js');
/** The API's METRICS_TOKEN in browser tests (GET /metrics shows what the browser reported). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-4b7c91d2e8a3';

export interface ApiServer extends ServiceProcess {
  dataDir: string;
}

/** The built API on a free port with a throw-away data folder (embedded database, demo account seeded). */
export async function startApi(extraEnv: NodeJS.ProcessEnv = {}): Promise<ApiServer> {
  if (!fs.existsSync(apiEntry)) {
    throw new Error(
      `No API build at ${apiEntry}. Run: npm run build -w api (or set E2E_NO_API=1 to test without it)`,
    );
  }
  const port = await getFreePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mwangaza-e2e-data-'));
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    DEMO_MODE: 'true',
    // Scheduled publishing is tested by moving the API's clock (POST /api/test/clock), never by waiting.
    TEST_CLOCK_ROUTE: 'true',
    // Browser tests read the public API right after changing content in the console: no HTTP caching.
    PUBLIC_MAX_AGE_SECONDS: '0',
    PROXY_SECRET: E2E_PROXY_SECRET,
    METRICS_TOKEN: E2E_METRICS_TOKEN,
    ...extraEnv,
  };
  const service = await startService({
    name: 'api',
    command: process.execPath,
    args: [apiEntry],
    env: { ...env, MONGODB_URI: process.env.E2E_MONGODB_URI },
    cwd: path.join(repoRoot, 'api'),
    url,
    readyUrl: `${url}/api/health/ready`,
    timeoutMs: 60_000,
  });
  return { ...service, dataDir };
}
