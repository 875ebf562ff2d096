import type { CollectionDescriptor } from '@mwangaza/shared/collections';
import type { Locale } from '@mwangaza/shared/i18n';
import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared/schemas';
import { site } from '@mwangaza/shared/site';
import { createContentClient } from './content-client';
import { renderFeed, type FeedFormat } from './feeds';
import { canonicalRedirect, hasNoRoute, localeOf, resolvePageMeta } from './page-meta';
import { injectHead } from './render-head';
import { renderRobots } from './robots';
import { renderSitemap } from './sitemap';

export interface SeoOptions {
  /** The API the content is read from (the shell's API_URL). */
  apiUrl: string;
  /** PUBLIC_BASE_URL: the public site's address for canonical links, og:url and the sitemap; site.url by default. */
  publicBaseUrl?: string;
  /** How long API answers are reused (default 60 s; tests shorten it). */
  cacheTtlMs?: number;
  /** How long a page waits for the API before falling back to generic tags (default 1.5 s). */
  timeoutMs?: number;
}

/** The shell's index.html with a page's head, and the status it is sent with. */
export interface SeoPage {
  html: string;
  /** 404: the site has no such route or item (an API that cannot say gives a 200). */
  status: 200 | 404;
}

export interface Seo {
  /** The head of the page at `url` and its status. Never rejects. */
  page(url: string): Promise<SeoPage>;
  /** The current address of a detail page asked for by its id or an earlier slug (for a 301), else null. Never rejects. */
  redirect(url: string): Promise<string | null>;
  /** The site has no route for `url`: its page is the not-found page, the same at every such address. */
  hasNoRoute(url: string): boolean;
  sitemap(): Promise<string>;
  /** A collection's RSS or Atom feed, or null when the API cannot be read. */
  feed(collection: CollectionDescriptor, format: FeedFormat, locale?: Locale): Promise<string | null>;
  robots(): string;
  /** The content read so far is out of date: the next page asks the API again (revalidating with ETags). */
  forget(): void;
}

/** 'https://example.com/' → 'https://example.com'; anything but an http(s) URL is a configuration error. */
export function resolvePublicBaseUrl(value: string | undefined): string {
  const raw = value?.trim() || site.url;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  return `${parsed.origin}${parsed.pathname}`.replace(/\/+$/, '');
}

/** Link previews, sitemap and robots.txt for the shell, from the built index.html and the API's content. */
export function createSeo(template: string, options: SeoOptions): Seo {
  const baseUrl = resolvePublicBaseUrl(options.publicBaseUrl);
  const content = createContentClient({
    apiUrl: options.apiUrl,
    ttlMs: options.cacheTtlMs,
    timeoutMs: options.timeoutMs,
  });
  const robots = renderRobots(baseUrl);
  return {
    async page(url) {
      try {
        const [meta, settings] = await Promise.all([
          resolvePageMeta(url, content),
          content.getSettings(localeOf(url).locale),
        ]);
        return {
          html: injectHead(template, meta, baseUrl, settings ?? DEFAULT_SITE_SETTINGS),
          status: meta.status,
        };
      } catch {
        return { html: template, status: 200 };
      }
    },
    async redirect(url) {
      try {
        return await canonicalRedirect(url, content);
      } catch {
        return null;
      }
    },
    hasNoRoute,
    sitemap: () => renderSitemap(content, baseUrl),
    feed: (collection, format, locale) => renderFeed(collection, format, content, baseUrl, locale),
    robots: () => robots,
    forget: () => content.expireAll(),
  };
}
