import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { UNAVAILABLE, type ContentVersion } from './content-version';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface RenderedPage {
  /** 404 for the not-found pages (kept with the page: a cached 404 stays one). */
  status: number;
  html: string;
  /** Headers that belong to this HTML (its Content-Security-Policy names its inline styles). */
  headers: Record<string, string>;
}

export interface CachedPage extends RenderedPage {
  etag: string;
  /** The same HTML compressed once, for every visitor who accepts it. */
  br: Buffer;
  gzip: Buffer;
  version: string;
  /** Date.now() after which the page is made again (Infinity: until the content version moves). */
  expires: number;
}

export interface PageCacheOptions {
  render(url: string): Promise<RenderedPage>;
  version: ContentVersion;
  /**
   * After the version moves, API instances other than the one asked may answer from their old cache for up
   * to their CONTENT_VERSION_CHECK_MS: pages made in that window are made again once it has passed.
   */
  settleMs?: number;
  /** Pages kept per URL (the site's pages). */
  maxEntries?: number;
  /**
   * Not-found pages (404) kept apart, so that a flood of addresses with nothing behind them never pushes the
   * site's pages out: their own bounded store, and one page for every URL `sharedKey` names alike.
   */
  maxNotFoundEntries?: number;
  /** URLs that share one page: the key they are kept under (every unknown address: its not-found page). */
  sharedKey?: (url: string) => string | null;
  /** Called once when pages start being made under a new version (to drop content read under the old one). */
  onNewVersion?: (version: string) => void;
  /** Told of every lookup and of the number of pages kept (the metrics). */
  observer?: PageCacheObserver;
}

export interface PageCacheObserver {
  /** `hit`: a kept page; `miss`: made for this request; `coalesced`: waited for one being made already. */
  lookup(result: 'hit' | 'miss' | 'coalesced'): void;
  pages(count: number): void;
}

/** Pages made while the API cannot say its version (down, or too old to have the route) are made again soon. */
const UNAVAILABLE_TTL_MS = 5_000;

export interface PageCache {
  /** The API's content version now (content read under an older one is dropped first). */
  version(): Promise<string>;
  /** The page at `url` made under `version` (from version()). */
  get(url: string, version: string): Promise<CachedPage>;
  /** Drops every page, also those being made (e.g. the shell's runtime config chose another release). */
  clear(): void;
}

/**
 * Prerendered pages (head tags and body) kept per URL while the API's content version stays the same, each
 * compressed once; a burst of requests for a page not yet made waits for one rendering of it. Not-found
 * pages are kept apart, and every unknown address shares one (`sharedKey`).
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const settleMs = options.settleMs ?? 2_000;
  const stores = [
    { entries: new Map<string, CachedPage>(), max: options.maxEntries ?? 500 },
    { entries: new Map<string, CachedPage>(), max: options.maxNotFoundEntries ?? 50 },
  ];
  const [pages, notFound] = stores as [(typeof stores)[0], (typeof stores)[0]];
  const size = () => pages.entries.size + notFound.entries.size;
  const pending = new Map<string, Promise<CachedPage>>();
  let lastVersion: string | null = null;
  // Pages being made when clear() is called are handed out to those waiting but not kept.
  let generation = 0;

  async function make(url: string, version: string): Promise<CachedPage> {
    const page = await options.render(url);
    const body = Buffer.from(page.html);
    // Brotli 9 rather than 11: nearly as small for HTML and several times quicker, since a publish remakes
    // every page a visitor asks for.
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    const settled = options.version.changedAt + settleMs;
    let expires = Date.now() < settled ? settled : Number.POSITIVE_INFINITY;
    if (version === UNAVAILABLE) expires = Math.min(expires, Date.now() + UNAVAILABLE_TTL_MS);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    return { ...page, etag, br, gzip: gz, version, expires };
  }

  function store(key: string, page: CachedPage): void {
    for (const { entries } of stores) entries.delete(key);
    const { entries, max } = page.status === 404 ? notFound : pages;
    if (entries.size >= max) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, page);
    options.observer?.pages(size());
  }

  return {
    async version() {
      const version = await options.version.current();
      if (version !== lastVersion) {
        lastVersion = version;
        options.onNewVersion?.(version);
      }
      return version;
    },
    async get(url, version) {
      const key = options.sharedKey?.(url) ?? url;
      const cached = pages.entries.get(key) ?? notFound.entries.get(key);
      if (cached && cached.version === version && cached.expires > Date.now()) {
        options.observer?.lookup('hit');
        return cached;
      }
      const makingKey = `${generation}\u0000${version}\u0000${key}`;
      let making = pending.get(makingKey);
      options.observer?.lookup(making ? 'coalesced' : 'miss');
      if (!making) {
        const madeIn = generation;
        making = make(url, version).finally(() => pending.delete(makingKey));
        making.then(
          (page) => madeIn === generation && store(key, page),
          () => undefined,
        );
        pending.set(makingKey, making);
      }
      return making;
    },
    clear() {
      generation += 1;
      for (const { entries } of stores) entries.clear();
      options.observer?.pages(0);
    },
  };
}
