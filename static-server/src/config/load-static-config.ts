import { protocolOf, readEnv, secretWeakness, weakSecretMessage, type Env } from '@mwangaza/shared/env';
import type { AppName, StaticServerOptions } from '../create-static-server';
import { STATIC_VARIABLES } from './static-variables';

const DEFAULT_PORTS: Record<AppName, number> = { shell: 3000, 'public-site': 3001, 'admin-console': 3002 };

export class StaticConfigError extends Error {
  override name = 'StaticConfigError';
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/** The static server's variables as `app` reads them from `env`, and every problem with them. */
export function checkStaticConfig(app: AppName, env: Env) {
  const reading = readEnv(STATIC_VARIABLES, env);
  const { values, refused } = reading;
  const problems = [...reading.problems];
  const refuse = (problem: string | false | undefined) => problem && problems.push(problem);
  if (reading.nodeEnv === 'production') {
    if (app === 'shell' && !refused.has('PUBLIC_BASE_URL'))
      refuse(
        !values.PUBLIC_BASE_URL
          ? "PUBLIC_BASE_URL must be set in production to the public site's https address (e.g. https://www.example.com): canonical links, link previews and the sitemap name it."
          : protocolOf(values.PUBLIC_BASE_URL) !== 'https:' &&
              `PUBLIC_BASE_URL must be an https address in production (got "${values.PUBLIC_BASE_URL}").`,
      );
    // The API in production trusts the shell's forwarded client address only with this secret.
    const proxySecret = values.PROXY_SECRET;
    if ((app === 'shell' || proxySecret) && (!proxySecret || secretWeakness(proxySecret)))
      refuse(weakSecretMessage('PROXY_SECRET', proxySecret, " in production (the same value as the API's)"));
  }
  return { ...reading, problems };
}

/** Where and how to serve `app`: the options of createStaticServer, from the environment and the command line. */
export function loadStaticConfig(
  app: AppName,
  env: Env,
  args: { root?: string; port?: string; host?: string } = {},
): StaticServerOptions & { port: number; host: string } {
  const { values, problems } = checkStaticConfig(app, env);
  const cliPort = args.port === undefined ? undefined : Number(args.port);
  if (cliPort !== undefined && !(Number.isInteger(cliPort) && cliPort >= 0 && cliPort <= 65_535))
    problems.push(`--port must be an integer between 0 and 65535 (got "${args.port}")`);
  if (problems.length) throw new StaticConfigError(problems);
  return {
    app,
    root: args.root ?? 'dist',
    port: cliPort ?? values.PORT ?? DEFAULT_PORTS[app],
    host: args.host ?? values.HOST,
    apiUrl: values.API_URL ?? (app === 'shell' ? 'http://localhost:4000' : undefined),
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
    logger: values.LOG_REQUESTS,
  };
}
