import { parseArgs } from 'node:util';
import { APP_NAMES, createStaticServer, type AppName } from './create-static-server';

const DEFAULT_PORTS: Record<AppName, number> = { shell: 3000, 'public-site': 3001, 'admin-console': 3002 };

/** TRUST_PROXY: a hop count or proxy addresses in front of this server; unset or "false": none. */
function trustProxy(raw: string | undefined): number | string | false {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true')
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address: give a hop count or addresses',
    );
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** A non-negative integer from the environment, or undefined when unset. */
function optionalInt(key: string): number | undefined {
  const raw = process.env[key]?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw)) throw new Error(`${key} must be a whole number of milliseconds (got "${raw}")`);
  return Number(raw);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      app: { type: 'string' },
      root: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
    },
  });
  const app = values.app as AppName | undefined;
  if (!app || !APP_NAMES.includes(app)) {
    throw new Error(`--app must be one of ${APP_NAMES.join(', ')}`);
  }
  const port = Number(values.port ?? process.env.PORT ?? DEFAULT_PORTS[app]);
  const host = values.host ?? process.env.HOST ?? '0.0.0.0';
  const server = await createStaticServer({
    app,
    root: values.root ?? 'dist',
    apiUrl: process.env.API_URL || (app === 'shell' ? 'http://localhost:4000' : undefined),
    runtimeEnv: process.env,
    corsOrigin: process.env.CORS_ORIGIN || undefined,
    seo: { publicBaseUrl: process.env.PUBLIC_BASE_URL || undefined },
    prerender: process.env.PRERENDER !== '0',
    trustProxy: trustProxy(process.env.TRUST_PROXY),
    proxySecret: process.env.PROXY_SECRET || undefined,
    contentVersionCheckMs: optionalInt('CONTENT_VERSION_CHECK_MS'),
    pageCacheSettleMs: optionalInt('PAGE_CACHE_SETTLE_MS'),
    logger: process.env.LOG_REQUESTS === '1',
  });
  const address = await server.listen({ port, host });
  console.log(`${app} served from ${values.root ?? 'dist'} at ${address}`);

  // SIGTERM: requests in flight finish (up to SHUTDOWN_TIMEOUT_MS), nothing new is accepted, then exit.
  const shutdownTimeoutMs = optionalInt('SHUTDOWN_TIMEOUT_MS') ?? 10_000;
  const stop = () => {
    server.closeGracefully(shutdownTimeoutMs).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
