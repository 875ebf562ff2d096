import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { REVALIDATE, cacheControlFor } from './cache-policy';
import {
  contentSecurityPolicy,
  pageHeaders,
  prerenderedStyles,
  runtimeOrigins,
} from './content-security-policy';
import {
  createRuntimeConfigSource,
  renderRuntimeConfigScript,
  type BrowserRuntimeConfig,
  type RuntimeConfigEnv,
} from './runtime-config';
import { createSeo, type Seo, type SeoOptions } from './seo';
import { createPrerenderer, type Prerenderer } from './prerender/compose-page';
import { PRERENDER_ROUTE, loadRenderer } from './prerender/renderer';
import { registerApiProxy } from './proxy/api-proxy';
import { watchContentVersion } from './serving/content-version';
import { loadHashedAssets, type MemoryAsset } from './serving/memory-assets';
import { createPageCache, type PageCache } from './serving/page-cache';
import { sendCachedPage, sendMemoryAsset } from './serving/send';
import { precompress } from './serving/precompress';
import healthAndShutdown from './lifecycle/health-and-shutdown';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Settles when every built file has its `.br` and `.gz` beside it and the content-hashed ones are held in
     * memory (the count of files compressed this start).
     */
    precompressed: Promise<number>;
  }
}

export type AppName = 'shell' | 'public-site' | 'admin-console';
export const APP_NAMES: readonly AppName[] = ['shell', 'public-site', 'admin-console'];

export interface StaticServerOptions {
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
  logger?: boolean;
}

/**
 * Serves one built app: long-lived caching for content-hashed files, revalidation for the rest,
 * brotli/gzip compression, index.html for deep links, and CORS for the remotes' files.
 */
export async function createStaticServer(options: StaticServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`No build found for ${options.app} in ${root} (run: npm run build -w ${options.app})`);
  }
  const isRemote = options.app !== 'shell';
  const corsOrigin = options.corsOrigin ?? '*';
  const hops = options.trustProxy;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : (hops ?? false),
  });

  await app.register(healthAndShutdown, { app: options.app });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isRemote) {
      // The shell (another origin) loads remoteEntry.js, chunks and CSS from here.
      reply.header('Access-Control-Allow-Origin', corsOrigin);
      // Added to, not replaced: a compressed answer also varies on Accept-Encoding.
      if (corsOrigin !== '*') {
        const vary = reply.getHeader('Vary');
        reply.header('Vary', vary ? `${String(vary)}, Origin` : 'Origin');
      }
    }
    return payload;
  });

  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  // Compressed once per build, in the background: until a file's turn comes it is compressed per request.
  let memoryAssets = new Map<string, MemoryAsset>();
  const precompressed = precompress(root)
    .catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not precompress the build; compressing each request instead');
      return 0;
    })
    .then(async (count) => {
      memoryAssets = await loadHashedAssets(root).catch(() => memoryAssets);
      return count;
    });
  app.decorate('precompressed', precompressed);
  app.addHook('onRequest', (request, reply, done) => {
    const asset =
      request.method === 'GET' || request.method === 'HEAD' ? memoryAssets.get(request.url) : undefined;
    if (!asset || request.headers.range) return done();
    sendMemoryAsset(asset, request, reply);
  });

  if (options.apiUrl) await registerApiProxy(app, options.apiUrl, options.proxySecret);

  // Read per page: with RELEASES_DIR, switching a remote's release shows on the next load (no restart).
  const runtimeConfig = createRuntimeConfigSource(options.runtimeEnv ?? {});
  const RUNTIME_CONFIG_TAG = '<script src="/runtime-config.js"></script>';
  // Only the shell's page loads code from other origins (the remotes) and carries inline config and CSS.
  const pagePolicy = (html: string, config = runtimeConfig()) => {
    if (options.app !== 'shell') return contentSecurityPolicy({ origins: [] });
    const script = renderRuntimeConfigScript(config);
    return contentSecurityPolicy({
      origins: runtimeOrigins(config),
      inlineScripts: html.includes(script) ? [script] : [],
      inlineStyles: prerenderedStyles(html),
    });
  };
  // The shell's page carries its runtime config inline: one render-blocking request less before the first paint.
  const withRuntimeConfig = (html: string, config: BrowserRuntimeConfig) =>
    html.replace(RUNTIME_CONFIG_TAG, () => `<script>${renderRuntimeConfigScript(config)}</script>`);
  const template = fs.readFileSync(indexFile, 'utf8');

  // Only the shell serves the public site's URLs, so only it knows their titles, images and sitemap.
  let seo: Seo | null = null;
  if (options.app === 'shell' && options.apiUrl) {
    seo = createSeo(template, { ...options.seo, apiUrl: options.apiUrl });
    const pages = seo;
    app.get('/sitemap.xml', async (_request, reply) => {
      reply.header('Cache-Control', REVALIDATE).type('application/xml; charset=utf-8');
      return pages.sitemap();
    });
    app.get('/robots.txt', async (_request, reply) => {
      reply.header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8');
      return pages.robots();
    });
  }

  const prerenderOn = options.prerender ?? true;
  if (options.app === 'public-site' && options.apiUrl && prerenderOn) {
    const renderer = loadRenderer(root, options.apiUrl);
    if (renderer) {
      app.get(
        PRERENDER_ROUTE,
        { schema: { querystring: PRERENDER_QUERY } },
        async (request: FastifyRequest<{ Querystring: { path: string } }>, reply) => {
          reply.header('Cache-Control', 'no-store');
          try {
            return await renderer.render(request.query.path);
          } catch (error) {
            request.log.warn({ err: error, path: request.query.path }, 'prerender failed');
            return reply.code(503).send({ success: false, message: 'This page cannot be prerendered now' });
          }
        },
      );
    }
  }
  let prerenderer: Prerenderer | null = null;
  if (options.app === 'shell' && prerenderOn) {
    const publicSiteEntry = runtimeConfig().remotes.publicSite;
    // Only a remote the server itself can reach (an absolute URL) can prerender its pages.
    if (/^https?:\/\//.test(publicSiteEntry)) prerenderer = createPrerenderer(root, { publicSiteEntry });
  }

  if (options.app === 'shell') {
    app.get('/runtime-config.js', async (_request, reply) => {
      reply.header('Cache-Control', REVALIDATE).type('text/javascript; charset=utf-8');
      return renderRuntimeConfigScript(runtimeConfig());
    });
  }

  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });

  // Prerendered pages are made once per content version and URL (see serving/page-cache.ts).
  let pages: PageCache | null = null;
  let pagesConfig = runtimeConfig();
  if (options.app === 'shell' && options.apiUrl) {
    const contentSeo = seo;
    pages = createPageCache({
      version: watchContentVersion({ apiUrl: options.apiUrl, checkMs: options.contentVersionCheckMs }),
      settleMs: options.pageCacheSettleMs,
      onNewVersion: () => contentSeo?.forget(),
      render: async (url) => {
        const config = runtimeConfig();
        const withHead = contentSeo ? await contentSeo.page(url) : template;
        const html = withRuntimeConfig(
          prerenderer ? await prerenderer.compose(withHead, url) : withHead,
          config,
        );
        return { html, headers: pageHeaders(pagePolicy(html, config)) };
      },
    });
  }

  const remotePagePolicy = pagePolicy('');
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Staff previews of drafts: never indexed, never prerendered (the server has no staff session), and a
    // 404 for whoever has no session: the page's script draws the preview only for signed-in staff.
    if (isPreview(request.url)) {
      reply.code(404).header('X-Robots-Tag', 'noindex, nofollow');
      if (options.app !== 'shell') return sendIndex(reply.headers(pageHeaders(remotePagePolicy)));
      const config = runtimeConfig();
      const html = withRuntimeConfig(template, config);
      return sendHtml(html, request, reply.headers(pageHeaders(pagePolicy(html, config))));
    }
    if (options.app !== 'shell') return sendIndex(reply.headers(pageHeaders(remotePagePolicy)));
    // The content version first: when it has moved, the redirect below reads the new slugs.
    const version = pages ? await pages.version() : null;
    // An id or earlier slug: a permanent move to the item's current address. Revalidated, not cached for
    // good, because an editor may give an item an earlier slug back.
    const moved = seo ? await seo.redirect(request.url) : null;
    if (moved) return reply.header('Cache-Control', REVALIDATE).redirect(moved, 301);
    const config = runtimeConfig();
    if (pages && version !== null) {
      // Cached pages carry the runtime config (which release of each remote): a new one makes them again.
      if (config !== pagesConfig) {
        pages.clear();
        pagesConfig = config;
      }
      return sendCachedPage(await pages.get(request.url, version), request, reply);
    }
    const withHead = seo ? await seo.page(request.url) : template;
    const html = withRuntimeConfig(
      prerenderer ? await prerenderer.compose(withHead, request.url) : withHead,
      config,
    );
    return sendHtml(html, request, reply.headers(pageHeaders(pagePolicy(html, config))));
  };

  app.get('/', sendPage);

  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return sendPage(request, reply);
    return reply.code(404).header('Cache-Control', REVALIDATE).send({ success: false, message: 'Not found' });
  });

  return app;
}

const isPreview = (url: string) => /^\/preview(\/|$|\?)/.test(url);

function sendIndex(reply: FastifyReply) {
  return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
}

/** A page's own HTML; an ETag of the result so an unchanged page revalidates with a 304. */
function sendHtml(html: string, request: FastifyRequest, reply: FastifyReply) {
  const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.header('Cache-Control', REVALIDATE).header('ETag', etag).type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(html);
}

const PRERENDER_QUERY = {
  type: 'object',
  required: ['path'],
  properties: { path: { type: 'string', pattern: '^/', maxLength: 2048 } },
} as const;

/**
 * A navigation (reload of /case-studies/<id>, a bookmark) gets the app; a missing script or image gets a 404.
 * Link-preview bots and crawlers often accept any type or send no Accept header, so a path without a file
 * extension is a page too unless the request asks for something other than HTML.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') && (accept === '' || accept.includes('*/*'));
}
