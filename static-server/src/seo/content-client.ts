/**
 * Reads public content from the API for link previews and the sitemap: a timeout so a slow API never holds
 * a page, a short in-memory cache (revalidated with the API's ETag) so crawlers do not hammer it.
 */
import {
  COLLECTION_NAMES,
  collectionNamed,
  itemTitle,
  type ContentCollection,
} from '@mwangaza/shared/collections';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@mwangaza/shared/i18n';
import type { SiteSettings } from '@mwangaza/shared/schemas';
import { IdOrSlugPattern, SLUG_PATTERN } from '@mwangaza/shared/schemas/constants';

/** A content collection, by its name in the API's paths. */
export type ContentKind = ContentCollection;
export const CONTENT_KINDS: readonly ContentKind[] = COLLECTION_NAMES;

/** The fields link previews and the sitemap need. */
export interface ContentItem {
  id: string;
  /** The item's current address (the API resolves ids and earlier slugs to it); the id for an older API. */
  slug: string;
  /** What names it (its title, a person's name). */
  title: string;
  /** The collection's summary field (a service's description, a case study's brief). */
  summary?: string;
  image?: string;
  updatedAt?: string;
  /** When it went out: its publish time, else when it was written. */
  publishedAt?: string;
  /** Who wrote it, for collections that name an author. */
  authorName?: string;
  /** The item as the API answered it (its page's JSON-LD is built from it). */
  record: Record<string, unknown>;
  /**
   * Its slug in every language it exists in (the API's `alternates`). An API that does not know languages
   * answers none: it serves every item in every language, under the same slug.
   */
  alternates: Partial<Record<Locale, string>>;
}

export type ItemLookup =
  | { status: 'found'; item: ContentItem }
  | { status: 'missing' }
  /** The API is down, slow or answered something unexpected: callers fall back to generic tags. */
  | { status: 'unavailable' };

/** Every read is in one language (`?locale=`), English by default. */
export interface ContentClient {
  getItem(kind: ContentKind, id: string, locale?: Locale): Promise<ItemLookup>;
  /** Every item of a kind that exists in the language (all pages), or null when the API could not be read. */
  listItems(kind: ContentKind, locale?: Locale): Promise<ContentItem[] | null>;
  /** The same items as the API answers them, every field (the feeds' full content), or null. */
  listRecords(kind: ContentKind, locale?: Locale): Promise<Record<string, unknown>[] | null>;
  /** The site settings (contact facts for the Organization JSON-LD), or null when the API could not be read. */
  getSettings(locale?: Locale): Promise<SiteSettings | null>;
  /** Makes every cached answer stale (the API's content version moved): each is revalidated with its ETag. */
  expireAll(): void;
}

export interface ContentClientOptions {
  apiUrl: string;
  /** Per API request; default 1500 ms. */
  timeoutMs?: number;
  /** How long an answer is reused before it is revalidated; default 60 s. */
  ttlMs?: number;
  /** Bound on cached item lookups (ids in URLs are chosen by whoever sends the request); default 500. */
  maxEntries?: number;
}

/** The API's id-or-slug pattern (shared/src/schemas/constants.ts): anything else cannot exist, so it is never fetched. */
const ID_PATTERN = new RegExp(IdOrSlugPattern);
const SLUG = new RegExp(SLUG_PATTERN);
const PAGE_SIZE = 100;
/** 100 pages of 100: far beyond the site's content, a stop for a misbehaving API. */
const MAX_PAGES = 100;

interface CacheEntry<T> {
  value: T;
  expires: number;
  etag?: string;
}

interface ApiAnswer {
  status: number;
  data?: Record<string, unknown>;
  etag?: string;
}

export function createContentClient(options: ContentClientOptions): ContentClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 1_500;
  const ttlMs = options.ttlMs ?? 60_000;
  // A down API is retried soon, but not by every request of a crawler burst.
  const failureTtlMs = Math.min(ttlMs, 5_000);
  const maxEntries = options.maxEntries ?? 500;
  const items = new Map<string, CacheEntry<ItemLookup>>();
  const lists = new Map<string, CacheEntry<Record<string, unknown>[] | null>>();
  const pending = new Map<string, Promise<unknown>>();
  const settings = new Map<Locale, CacheEntry<SiteSettings | null>>();
  // English is asked without the parameter: the same request as an API that does not know languages answers.
  const withLocale = (path: string, locale: Locale) =>
    locale === DEFAULT_LOCALE ? path : `${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;

  async function call(path: string, etag?: string): Promise<ApiAnswer> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (etag) headers['if-none-match'] = etag;
    const response = await fetch(`${apiUrl}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { status: response.status };
    }
    const body = (await response.json()) as { success?: boolean; data?: Record<string, unknown> };
    if (body?.success !== true || typeof body.data !== 'object' || body.data === null) return { status: 502 };
    return { status: 200, data: body.data, etag: response.headers.get('etag') ?? undefined };
  }

  /** One request at a time per key: a burst of requests for one page waits for the same answer. */
  function once<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = pending.get(key) as Promise<T> | undefined;
    if (running) return running;
    const promise = load().finally(() => pending.delete(key));
    pending.set(key, promise);
    return promise;
  }

  async function loadItem(
    kind: ContentKind,
    id: string,
    locale: Locale,
    stale?: CacheEntry<ItemLookup>,
  ): Promise<ItemLookup> {
    let lookup: ItemLookup;
    let etag: string | undefined;
    try {
      const answer = await call(withLocale(`/api/${kind}/${id}`, locale), stale?.etag);
      if (answer.status === 304 && stale) {
        lookup = stale.value;
        etag = stale.etag;
      } else if (answer.status === 404 || answer.status === 400) {
        lookup = { status: 'missing' };
      } else {
        const item = toItem(kind, answer.data?.[collectionNamed(kind).keys.item]);
        lookup = answer.status === 200 && item ? { status: 'found', item } : { status: 'unavailable' };
        etag = answer.etag;
      }
    } catch {
      lookup = { status: 'unavailable' };
    }
    const key = `${locale}:${kind}/${id}`;
    items.delete(key);
    if (items.size >= maxEntries) items.delete(items.keys().next().value as string);
    items.set(key, {
      value: lookup,
      etag,
      expires: Date.now() + (lookup.status === 'unavailable' ? failureTtlMs : ttlMs),
    });
    return lookup;
  }

  async function loadList(kind: ContentKind, locale: Locale): Promise<Record<string, unknown>[] | null> {
    let result: Record<string, unknown>[] | null = [];
    try {
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const answer = await call(withLocale(`/api/${kind}?limit=${PAGE_SIZE}&page=${page}`, locale));
        const rows = answer.data?.[collectionNamed(kind).keys.list];
        if (answer.status !== 200 || !Array.isArray(rows)) {
          result = null;
          break;
        }
        result.push(...rows.filter((row) => toItem(kind, row) !== null));
        const pages = (answer.data?.pagination as { pages?: unknown } | undefined)?.pages;
        if (rows.length === 0 || typeof pages !== 'number' || page >= pages) break;
      }
    } catch {
      result = null;
    }
    lists.set(`${locale}:${kind}`, { value: result, expires: Date.now() + (result ? ttlMs : failureTtlMs) });
    return result;
  }

  async function listRecords(
    kind: ContentKind,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<Record<string, unknown>[] | null> {
    const cached = lists.get(`${locale}:${kind}`);
    if (cached && cached.expires > Date.now()) return cached.value;
    return once(`list:${locale}:${kind}`, () => loadList(kind, locale));
  }

  async function loadSettings(locale: Locale): Promise<SiteSettings | null> {
    let value: SiteSettings | null = null;
    try {
      const answer = await call(withLocale('/api/settings', locale));
      if (answer.status === 200 && typeof answer.data?.settings === 'object')
        value = answer.data.settings as SiteSettings;
    } catch {
      value = null;
    }
    settings.set(locale, { value, expires: Date.now() + (value ? ttlMs : failureTtlMs) });
    return value;
  }

  return {
    async getItem(kind, id, locale = DEFAULT_LOCALE) {
      if (!ID_PATTERN.test(id)) return { status: 'missing' };
      const cached = items.get(`${locale}:${kind}/${id}`);
      if (cached && cached.expires > Date.now()) return cached.value;
      return once(`item:${locale}:${kind}/${id}`, () =>
        loadItem(kind, id, locale, cached?.etag ? cached : undefined),
      );
    },
    async listItems(kind, locale = DEFAULT_LOCALE) {
      const records = await listRecords(kind, locale);
      return records && records.map((record) => toItem(kind, record) as ContentItem);
    },
    listRecords,
    async getSettings(locale = DEFAULT_LOCALE) {
      const cached = settings.get(locale);
      if (cached && cached.expires > Date.now()) return cached.value;
      return once(`settings:${locale}`, () => loadSettings(locale));
    },
    expireAll() {
      for (const entry of items.values()) entry.expires = 0;
      lists.clear();
      settings.clear();
    },
  };
}

/** Keeps only well-formed items: the API is trusted, but a page must never break on its answer. */
function toItem(kind: ContentKind, value: unknown): ContentItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const title = itemTitle(collectionNamed(kind), record);
  if (typeof record.id !== 'string' || !title) return null;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  const slug = text('slug');
  const currentSlug = slug && SLUG.test(slug) ? slug : (record.id as string);
  return {
    id: record.id,
    slug: currentSlug,
    title,
    summary: text(collectionNamed(kind).summaryField),
    image: text('image'),
    updatedAt: text('updatedAt'),
    publishedAt: text('publishAt') ?? text('createdAt'),
    authorName: text('authorName'),
    record,
    alternates: alternatesOf(record.alternates, currentSlug),
  };
}

/** The API's `alternates` (well-formed slugs of known languages only); every language, same slug, when absent. */
function alternatesOf(value: unknown, slug: string): Partial<Record<Locale, string>> {
  if (typeof value !== 'object' || value === null) return Object.fromEntries(LOCALES.map((l) => [l, slug]));
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [Locale, string] =>
        isLocale(entry[0]) && typeof entry[1] === 'string' && SLUG.test(entry[1]),
    ),
  );
}
