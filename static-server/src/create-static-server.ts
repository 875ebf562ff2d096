import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { APP_ROLES, type AppName } from './app-roles';
import assets from './assets/assets-plugin';
import errors from './errors/errors-plugin';
import compression from './http/compression';
import securityHeaders from './http/security-headers';
import { DEFAULT_TIMEOUTS, serverOptions, type Timeouts } from './http/server-options';
import pages from './pages/pages-plugin';
import { createPrerenderer, type Prerenderer, type PrerenderObserver } from './prerender/compose-page';
import prerenderRoute from './prerender/prerender-route';
import apiProxy from './proxy/api-proxy';
import runtimeConfigRoute from './releases/runtime-config-route';
import {
  createRuntimeConfigSource,
  type BrowserRuntimeConfig,
  type RuntimeConfigEnv,
} from './runtime-config';
import { createSeo, type SeoOptions } from './seo';
import seoRoutes from './seo/seo-routes';
import { observability, observabilityServerOptions, type ObservabilityOptions } from './observability';
import healthAndShutdown from './lifecycle/health-and-shutdown';

export { APP_NAMES, type AppName } from './app-roles';

/** METRICS_TOKEN, the log and TRUST_PROXY (observability/); the rest below. */
export interface StaticServerOptions extends ObservabilityOptions {
  app: AppName;
  /** The app's build folder (dist). */
  root: string;
  /** Where `/api` is proxied to (the shell; a standalone remote build too if set). */
  apiUrl?: string;
  /** PUBLIC_SITE_URL, ADMIN_CONSOLE_URL, API_BASE for the shell's /runtime-config.js. */
  runtimeEnv?: RuntimeConfigEnv;
  /** Origin allowed to load a remote's files cross-origin; '*' by default (remotes can be mounted anywhere). */
  corsOrigin?: string;
  /**
   * The shell only: link-preview tags in every page's HTML, /sitemap.xml and /robots.txt, from the content at
   * `apiUrl`. PUBLIC_BASE_URL, cache TTL and API timeout.
   */
  seo?: Omit<SeoOptions, 'apiUrl'>;
  /**
   * Prerendered public pages (default on): the shell asks the public site's server (PUBLIC_SITE_URL) for
   * each public page's HTML; the public site's server renders it from the API at `apiUrl` when its build has
   * a prerenderer (dist-ssr). Off, pages are rendered in the browser only.
   */
  prerender?: boolean;
  /**
   * Proxies in front of this server that may set X-Forwarded-Proto/Host (Fastify's trustProxy: a hop count
   * or addresses). Default none: this server is the edge. The client's address is always appended to
   * X-Forwarded-For for the API, which decides how far to trust it.
   */
  trustProxy?: number | string | false;
  /** PROXY_SECRET: sent with every proxied request so the API believes the forwarded headers. */
  proxySecret?: string;
  /**
   * The shell's page cache: how often the API's content version is asked (CONTENT_VERSION_CHECK_MS,
   * default 1 s; 0 on every page request) and how long after it moves pages are made again once more
   * (PAGE_CACHE_SETTLE_MS, default 2 s: the API instances' own check interval, with a margin).
   */
  contentVersionCheckMs?: number;
  pageCacheSettleMs?: number;
  /**
   * REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS (default 30 s, 10 s, 5 s): no connection is
   * held open by a client that sends slowly or not at all; the proxy gives the API as long to answer.
   */
  timeouts?: Partial<Timeouts>;
}

/**
 * Serves one built app as composed plugins: its files (assets), its pages (one pipeline), the `/api` proxy,
 * and the shell's runtime config, sitemap and robots.txt.
 */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`No build found for ${options.app} in ${root} (run: npm run build -w ${options.app})`);
  }
  const template = fs.readFileSync(indexFile, 'utf8');
  const role = APP_ROLES[options.app];
  const { apiUrl } = options;
  const prerender = options.prerender ?? true;
  const app = Fastify({ ...serverOptions(options), ...observabilityServerOptions(options) });

  // The plugins, one line each, in order. A new one is one line here: hooks every answer needs (request ids,
  // logging) right after the security headers, since `errors` and `assets` answer some requests in their own
  // onRequest hooks; a plugin with routes of its own (health, metrics) anywhere after `errors`.
  await app.register(securityHeaders, { crossOrigin: role.crossOrigin ? (options.corsOrigin ?? '*') : null });
  await app.register(observability, options);

  const runtimeConfig = role.makesSitePages ? createRuntimeConfigSource(options.runtimeEnv ?? {}) : null;
  const seo = role.makesSitePages && apiUrl ? createSeo(template, { ...options.seo, apiUrl }) : null;
  const prerenderer =
    runtimeConfig && prerender
      ? publicSitePrerenderer(root, runtimeConfig(), app.staticMetrics.prerender)
      : null;
  const timeoutMs = options.timeouts?.requestMs ?? DEFAULT_TIMEOUTS.requestMs;
  const keepAliveMs = options.timeouts?.keepAliveMs ?? DEFAULT_TIMEOUTS.keepAliveMs;
  const pageCache =
    runtimeConfig && apiUrl
      ? {
          apiUrl,
          checkMs: options.contentVersionCheckMs,
          settleMs: options.pageCacheSettleMs,
          observer: app.staticMetrics.pageCache,
        }
      : null;
  const noindex = !role.makesSitePages;

  await app.register(errors);
  await app.register(healthAndShutdown, { app: options.app });
  await app.register(compression);
  await app.register(assets, { root });
  if (apiUrl)
    await app.register(apiProxy, { upstream: apiUrl, secret: options.proxySecret, timeoutMs, keepAliveMs });
  if (runtimeConfig) await app.register(runtimeConfigRoute, { runtimeConfig });
  if (seo) await app.register(seoRoutes, { seo });
  if (role.prerendersForShell && apiUrl && prerender) await app.register(prerenderRoute, { root, apiUrl });
  await app.register(pages, { template, seo, prerenderer, runtimeConfig, noindex, cache: pageCache });
  return app;
}

/** Only a public site the server itself can reach (an absolute URL) can prerender its pages. */
function publicSitePrerenderer(
  root: string,
  config: BrowserRuntimeConfig,
  observer: PrerenderObserver,
): Prerenderer | null {
  const publicSiteEntry = config.remotes.publicSite;
  return /^https?:\/\//.test(publicSiteEntry) ? createPrerenderer(root, { publicSiteEntry, observer }) : null;
}
