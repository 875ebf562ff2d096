import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { createProcessRegistry, registerRequestDurations } from '@mwangaza/shared/http-metrics';
import type { PrerenderObserver } from '../prerender/compose-page';
import type { PageCacheObserver } from '../pages/page-cache';

export interface StaticServerMetrics {
  registry: Registry;
  /** Given to the shell's page cache and prerenderer (create-static-server.ts). */
  pageCache: PageCacheObserver;
  prerender: PrerenderObserver;
}

declare module 'fastify' {
  interface FastifyInstance {
    staticMetrics: StaticServerMetrics;
  }
  interface FastifyContextConfig {
    /** The `route` label of a whole class of routes (the built files' routes: `asset`). */
    routeClass?: string;
  }
}

const ROUTES: Record<string, string> = {
  '/runtime-config.js': 'runtime-config',
  '/sitemap.xml': 'seo',
  '/robots.txt': 'seo',
  '/__prerender': 'prerender',
  '/metrics': 'metrics',
  '/health': 'health',
  '/health/live': 'health',
  '/health/ready': 'health',
};

/**
 * What a request was for, as the `route` label: `api-proxy` (/api, passed to the API), `page` (a path
 * without a file extension: the app's HTML), `asset` (a built file, found or not), a few named routes
 * (`health` for liveness and readiness, `metrics`, `seo`, …), and `other` for any other route registered on
 * the server. Never the URL itself: a label per URL would grow without end.
 */
export function routeClass(request: FastifyRequest): string {
  const path = request.url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/')) return 'api-proxy';
  const named = ROUTES[path];
  if (named) return named;
  const ofRoute = request.routeOptions.config?.routeClass;
  if (ofRoute) return ofRoute;
  const route = request.routeOptions.url;
  if (route !== undefined && route !== '/') return 'other';
  return path.slice(path.lastIndexOf('/') + 1).includes('.') ? 'asset' : 'page';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

function createMetrics(app: FastifyInstance): StaticServerMetrics {
  const registry = createProcessRegistry();
  registerRequestDurations(app, registry, {
    help: 'Time from receiving a request to answering it, by route class (page, asset, api-proxy, ...), method and status code',
    route: routeClass,
  });

  const lookups = new Counter({
    name: 'mwangaza_page_cache_lookups_total',
    help: 'Pages asked of the page cache: hit (kept), miss (made for the request), coalesced (waited for one being made)',
    labelNames: ['result'],
    registers: [registry],
  });
  for (const result of ['hit', 'miss', 'coalesced']) lookups.inc({ result }, 0);
  const pages = new Gauge({
    name: 'mwangaza_page_cache_pages',
    help: 'Pages the page cache keeps (one per URL, made again when the content version moves)',
    registers: [registry],
  });
  const prerenders = new Histogram({
    name: 'mwangaza_prerender_duration_seconds',
    help: "Time to get a page prerendered by the public site's server, by outcome (rendered, failed: the plain page is sent)",
    labelNames: ['outcome'],
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2, 2.5, 5],
    registers: [registry],
  });
  for (const outcome of ['rendered', 'failed']) prerenders.zero({ outcome });

  return {
    registry,
    pageCache: { lookup: (result) => lookups.inc({ result }), pages: (count) => pages.set(count) },
    prerender: { prerendered: (seconds, outcome) => prerenders.observe({ outcome }, seconds) },
  };
}

/**
 * `app.staticMetrics` (prom-client, a registry per server) and GET /metrics for a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN` (compared in constant time, as digests); 404 without METRICS_TOKEN,
 * 401 in the envelope with a missing or wrong token.
 */
export function registerMetrics(app: FastifyInstance, token: string | undefined): void {
  const metrics = createMetrics(app);
  app.decorate('staticMetrics', metrics);
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!expected) return reply.code(404).send({ success: false, message: 'Not found' });
    if (!timingSafeEqual(digest(String(request.headers.authorization ?? '')), expected)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ success: false, message: 'A valid metrics token is required' });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
