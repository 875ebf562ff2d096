import { parseArgs } from 'node:util';
import { APP_NAMES, createStaticServer, type AppName } from './create-static-server';
import { logFromEnv } from './observability';

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

/** METRICS_TOKEN: unset, /metrics answers 404; a short one is refused (it guards the server's figures). */
function metricsToken(raw: string | undefined): string | undefined {
  const token = raw?.trim();
  if (token && token.length < 16)
    throw new Error('METRICS_TOKEN must be at least 16 characters, e.g. `openssl rand -base64 32`');
  return token || undefined;
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
    log: logFromEnv(process.env),
    metricsToken: metricsToken(process.env.METRICS_TOKEN),
  });
  const address = await server.listen({ port, host });
  const served = `${app} served from ${values.root ?? 'dist'} at ${address}`;
  // With a log, the line is one of its JSON lines; without, the plain line `npm start` has always shown.
  if (server.log.level === 'silent' || !server.log.level) console.log(served);
  else server.log.info({ app, address }, served);

  const stop = () => {
    server.close().then(
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
