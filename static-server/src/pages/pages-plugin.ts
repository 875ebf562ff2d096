import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from '../cache-policy';
import { MESSAGES, sendError } from '../errors/envelope';
import { watchContentVersion } from './content-version';
import { createPageCache, type PageCacheObserver } from './page-cache';
import { createPagePipeline, type PageStages } from './page-pipeline';
import { isApiPath, isPreview, wantsPage } from './page-requests';
import { sendCachedPage, sendPage } from './send-page';

/** Whether the page is reached by someone's own link (a `token` in its query). */
const isPersonal = (url: string) => new URL(url, 'http://localhost').searchParams.has('token');

export interface PagesOptions extends PageStages {
  /**
   * Pages kept per content version of the API at `apiUrl` (the shell): how often the version is asked
   * (default 1 s; 0 on every page) and how long after it moves pages are made once more (default 2 s).
   * Null: every page is made per request.
   */
  cache: { apiUrl: string; checkMs?: number; settleMs?: number; observer?: PageCacheObserver } | null;
}

/** The page-cache key of the not-found page every unknown address shares (never a URL: no leading slash). */
const NOT_FOUND_PAGE = 'not-found';

/**
 * Every page of the app: `/` and any URL a browser or crawler navigates to (the app's router draws it), made
 * by the page pipeline; the shell's also moved to an item's current address (301) and cached.
 */
async function pages(app: FastifyInstance, options: PagesOptions) {
  const { seo, runtimeConfig } = options;
  const pipeline = createPagePipeline(options);
  // Prerendered pages are made once per content version and URL (see page-cache.ts).
  const cache =
    options.cache &&
    createPageCache({
      version: watchContentVersion({ apiUrl: options.cache.apiUrl, checkMs: options.cache.checkMs }),
      settleMs: options.cache.settleMs,
      observer: options.cache.observer,
      onNewVersion: () => seo?.forget(),
      render: (url) => pipeline.page(url),
      // One not-found page per content version for every address the site has no route for.
      sharedKey: (url) => (seo?.hasNoRoute(url) ? NOT_FOUND_PAGE : null),
    });
  let cachedWith = runtimeConfig?.();

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    // Staff previews of drafts: never indexed, never prerendered (the server has no staff session), and a
    // 404 for whoever has no session: the page's script draws the preview only for signed-in staff.
    if (isPreview(request.url)) {
      const preview = pipeline.bare(404);
      const headers = { ...preview.headers, 'x-robots-tag': 'noindex, nofollow' };
      return sendPage({ ...preview, headers }, request, reply);
    }
    // A page opened from an e-mailed link (`?token=`: a newsletter confirmation or unsubscribe, a booking's
    // own page) shows one person's state as it is now: made for each visit, never kept for the next.
    if (isPersonal(request.url)) return sendPage(await pipeline.page(request.url), request, reply);
    // The content version first: when it has moved, the redirect below reads the new slugs.
    const version = cache ? await cache.version() : null;
    // An id or earlier slug: a permanent move to the item's current address. Revalidated, not cached for
    // good, because an editor may give an item an earlier slug back.
    const moved = seo ? await seo.redirect(request.url) : null;
    if (moved) return reply.header('Cache-Control', REVALIDATE).redirect(moved, 301);
    if (cache && version !== null) {
      // Cached pages carry the runtime config (which release of each remote): a new one makes them again.
      const config = runtimeConfig?.();
      if (config !== cachedWith) {
        cache.clear();
        cachedWith = config;
      }
      return sendCachedPage(await cache.get(request.url, version), request, reply);
    }
    return sendPage(await pipeline.page(request.url), request, reply);
  };

  app.get('/', page);
  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return page(request, reply);
    // Files and pages are only read here; everything else under /api is the API's to refuse.
    if (request.method !== 'GET' && request.method !== 'HEAD' && !isApiPath(request.url)) {
      return sendError(reply.header('Allow', 'GET, HEAD'), 405, MESSAGES.methodNotAllowed);
    }
    return sendError(reply, 404, MESSAGES.notFound);
  });
}

export default pages;
