import { protocolOf, readEnv, secretWeakness, weakSecretMessage, type Env } from '@mwangaza/shared/env';
import { APP_ROLES, type AppName } from '../app-roles';
import type { StaticServerOptions } from '../create-static-server';
import { logSettings } from '../observability/logging';
import { STATIC_VARIABLES } from './static-variables';

export class StaticConfigError extends Error {
  override name = 'StaticConfigError';
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** The static server's variables as `app` reads them from `env`, and every problem with them. */
export function checkStaticConfig(app: AppName, env: Env) {
  const reading = readEnv(STATIC_VARIABLES, env);
  const { values, refused, effective } = reading;
  // The port and the API's address default differently per app (PORT unset on a remote: 3001 or 3002).
  const role = APP_ROLES[app];
  const { defaultPort: PORT, defaultApiUrl: API_URL } = role;
  if (effective.PORT.source === 'unset') {
    values.PORT = PORT;
    effective.PORT = { value: PORT, source: 'default' };
  }
  if (effective.API_URL.source === 'unset' && API_URL) {
    values.API_URL = API_URL;
    effective.API_URL = { value: API_URL, source: 'default' };
  }
  const problems = [...reading.problems];
  const refuse = (problem: string | false | undefined) => problem && problems.push(problem);
  if (reading.nodeEnv === 'production') {
    if (role.makesSitePages && !refused.has('PUBLIC_BASE_URL'))
      refuse(
        !values.PUBLIC_BASE_URL
          ? "PUBLIC_BASE_URL must be set in production to the public site's https address (e.g. https://www.example.com): canonical links, link previews and the sitemap name it."
          : protocolOf(values.PUBLIC_BASE_URL) !== 'https:' &&
              `PUBLIC_BASE_URL must be an https address in production (got "${values.PUBLIC_BASE_URL}").`,
      );
    // The API in production trusts the shell's forwarded client address only with this secret.
    const proxySecret = values.PROXY_SECRET;
    if ((role.makesSitePages || proxySecret) && (!proxySecret || secretWeakness(proxySecret)))
      refuse(weakSecretMessage('PROXY_SECRET', proxySecret, " in production (the same value as the API's)"));
  }
  const token = values.METRICS_TOKEN;
  refuse(
    token !== undefined &&
      token.length < 16 &&
      'METRICS_TOKEN must be at least 16 characters, e.g. `openssl rand -base64 32`.',
  );
  const { REQUEST_TIMEOUT_MS: requestMs, HEADERS_TIMEOUT_MS: headersMs } = values;
  if (requestMs > 0 && headersMs > requestMs)
    refuse(
      `HEADERS_TIMEOUT_MS (${headersMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestMs}): the headers are part of the request`,
    );
  return { ...reading, problems };
}

/** Where and how to serve `app`: the options of createStaticServer, from the environment and the command line. */
export function loadStaticConfig(
  app: AppName,
  env: Env,
  args: { root?: string; port?: string; host?: string } = {},
): StaticServerOptions & { port: number; host: string; shutdownTimeoutMs: number } {
  const { values, problems } = checkStaticConfig(app, env);
  const cliPort = args.port === undefined ? undefined : Number(args.port);
  if (cliPort !== undefined && !(Number.isInteger(cliPort) && cliPort >= 0 && cliPort <= 65_535))
    problems.push(`--port must be an integer between 0 and 65535 (got "${args.port}")`);
  if (problems.length) throw new StaticConfigError(problems);
  return {
    app,
    root: args.root ?? 'dist',
    port: cliPort ?? values.PORT ?? APP_ROLES[app].defaultPort,
    host: args.host ?? values.HOST,
    apiUrl: values.API_URL,
    runtimeEnv: {
      PUBLIC_SITE_URL: values.PUBLIC_SITE_URL,
      ADMIN_CONSOLE_URL: values.ADMIN_CONSOLE_URL,
      API_BASE: values.API_BASE,
      RELEASES_DIR: values.RELEASES_DIR,
    },
    corsOrigin: values.CORS_ORIGIN,
    seo: { publicBaseUrl: values.PUBLIC_BASE_URL },
    prerender: values.PRERENDER,
    trustProxy: values.TRUST_PROXY,
    proxySecret: values.PROXY_SECRET,
    contentVersionCheckMs: values.CONTENT_VERSION_CHECK_MS,
    pageCacheSettleMs: values.PAGE_CACHE_SETTLE_MS,
    timeouts: {
      requestMs: values.REQUEST_TIMEOUT_MS,
      headersMs: values.HEADERS_TIMEOUT_MS,
      keepAliveMs: values.KEEP_ALIVE_TIMEOUT_MS,
    },
    log: logSettings({
      production: values.NODE_ENV === 'production',
      requests: values.LOG_REQUESTS,
      level: values.LOG_LEVEL,
    }),
    metricsToken: values.METRICS_TOKEN,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
  };
}
