import { COLLECTIONS, notFoundMessage, type CollectionDescriptor } from '@mwangaza/shared/collections';
import { site } from '@mwangaza/shared/site';
import { DEFAULT_SHARE_IMAGE } from '@mwangaza/shared/structured-data';
import { DEFAULT_LOCALE, LOCALES, localePath, splitLocalePath, type Locale } from '@mwangaza/shared/i18n';
import type { ContentClient, ContentKind } from './content-client';
import { pageText, type MessageId } from './page-texts';

/** What the head of one page says about it (before escaping and making URLs absolute). */
export interface PageMeta {
  /** The full document title, as the client sets it: '<page title> | Mwangaza Analytics'. */
  title: string;
  description: string;
  /** The page's canonical path in its language (no query; no trailing slash but the home pages' `/fr/`). */
  path: string;
  /** The page's language (from its URL). */
  locale: Locale;
  /** The page's path in every language it exists in, itself included (hreflang); empty for a missing page. */
  alternates: Partial<Record<Locale, string>>;
  /** Site-relative or absolute; the default hero image when the page has none of its own. */
  image: string;
  type: 'website' | 'article';
  /** Pages crawlers should not index: admin screens, unknown pages and content. */
  noindex: boolean;
  /** 404 for an address with nothing behind it (no such route, no such item), so crawlers drop it. */
  status: 200 | 404;
  /** Public pages carry the Organization JSON-LD; admin screens carry none. */
  structuredData: boolean;
  /** Detail pages: the item and its collection, which its JSON-LD is built from (breadcrumbs, Article...). */
  item?: { collection: CollectionDescriptor; record: Record<string, unknown> };
  modifiedTime?: string;
  /** Detail pages of collections described as articles: their Open Graph article tags. */
  article?: { publishedTime?: string };
}

export const DEFAULT_IMAGE = DEFAULT_SHARE_IMAGE;

/**
 * The fixed pages (English paths), in the sitemap's order, with the catalogs' messages the public pages'
 * usePageMeta() calls show (public-site/src/features/.../*-page.tsx), in every language.
 */
export const STATIC_PAGES: Record<string, { title: MessageId; description: MessageId }> = {
  '/': { title: 'home.metaTitle', description: 'home.metaDescription' },
  '/about': { title: 'meta.aboutTitle', description: 'meta.aboutDescription' },
  '/services': { title: 'meta.servicesTitle', description: 'meta.servicesDescription' },
  '/case-studies': { title: 'meta.caseStudiesTitle', description: 'meta.caseStudiesDescription' },
  '/insights': { title: 'meta.insightsTitle', description: 'meta.insightsDescription' },
  '/contact': { title: 'meta.contactTitle', description: 'meta.contactDescription' },
  '/book': { title: 'book.metaTitle', description: 'book.metaDescription' },
  '/privacy': { title: 'meta.privacyTitle', description: 'meta.privacyDescription' },
};

/** Pages for one visitor (reached by an e-mailed link): served with a 200, never indexed, not in the sitemap. */
const PRIVATE_PAGES: Record<string, { title: MessageId; description: MessageId }> = {
  '/book/manage': { title: 'manage.metaTitle', description: 'manage.metaDescription' },
};

/** Every collection with a list page has its page above. */
for (const { listing } of COLLECTIONS as readonly CollectionDescriptor[]) {
  if (!STATIC_PAGES[listing.path]) throw new Error(`No head texts for ${listing.path}`);
}

/** The same page in every language, as its URL in each (the home pages keep their slash: `/fr/`). */
export const everyLanguage = (path: string): Partial<Record<Locale, string>> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, localePath(path, locale)]));

interface DetailRoute {
  prefix: string;
  kind: ContentKind;
  collection: CollectionDescriptor;
  /** What the client shows while the item loads: used when the API cannot answer in time. */
  fallback: { title: string; description: string };
  notFoundTitle: string;
}

/** Each collection's detail pages: `<publicPath>/<slug>`, under its listing page in the breadcrumbs. */
const DETAIL_ROUTES: DetailRoute[] = COLLECTIONS.map((collection) => ({
  prefix: `${collection.publicPath}/`,
  kind: collection.name,
  collection,
  fallback: collection.loading,
  notFoundTitle: notFoundMessage(collection),
}));

export const pageTitle = (title: string) => `${title} | ${site.name}`;

/** The admin console's addresses (the shell's router matches them whatever their letter case). */
export function isAdminPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === '/admin' || lower.startsWith('/admin/');
}

/** '/services/' → '/services'; the query is not part of a page's identity. */
export function normalizePath(url: string): string {
  const pathname = url.split(/[?#]/)[0] || '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : '/';
}

/** An address's language and its English path ('/fr/services/' → fr, '/services'). */
export function localeOf(url: string): { locale: Locale; path: string } {
  return splitLocalePath(normalizePath(url));
}

/**
 * The route an address names, as the public site's router matches it (letter case ignored): a fixed page,
 * or a detail route with the item's key as written. Null: the site has no such route.
 */
function matchRoute(
  path: string,
): { fixed: string } | { private: string } | { detail: DetailRoute; rawId: string } | null {
  const lower = path.toLowerCase();
  if (STATIC_PAGES[lower]) return { fixed: lower };
  if (PRIVATE_PAGES[lower]) return { private: lower };
  const detail = DETAIL_ROUTES.find((candidate) => lower.startsWith(candidate.prefix));
  const rawId = detail ? path.slice(detail.prefix.length) : '';
  return detail && rawId.length > 0 && !rawId.includes('/') ? { detail, rawId } : null;
}

/**
 * An address the site has no route for (neither one of its pages, an item's page nor the console's): every
 * such address gets the same not-found page, with no content of its own.
 */
export function hasNoRoute(url: string): boolean {
  const path = normalizePath(url);
  return !isAdminPath(path) && matchRoute(localeOf(url).path) === null;
}

/** The head of the page at `url`: static wording for fixed routes, the API's content for detail pages. */
export async function resolvePageMeta(url: string, content: ContentClient): Promise<PageMeta> {
  const path = normalizePath(url);
  const { locale, path: englishPath } = localeOf(url);
  const t = (id: MessageId) => pageText(locale, id);
  const page = (title: string, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
    title: pageTitle(title),
    description,
    path: localePath(englishPath, locale),
    locale,
    alternates: {},
    image: DEFAULT_IMAGE,
    type: 'website',
    noindex: false,
    status: 200,
    structuredData: true,
    ...extra,
  });
  const missing = { noindex: true, status: 404 } as const;

  if (isAdminPath(path)) {
    // The admin console's own title suffix (admin-console/src/layout/use-document-title.ts).
    return {
      ...page('', site.description),
      path,
      locale: DEFAULT_LOCALE,
      title: 'Mwangaza Admin',
      noindex: true,
      structuredData: false,
    };
  }
  const route = matchRoute(englishPath);
  if (!route) return page(t('notFound.title'), t('notFound.text'), missing);
  if ('fixed' in route) {
    const fixed = STATIC_PAGES[route.fixed]!;
    return page(t(fixed.title), t(fixed.description), {
      path: localePath(route.fixed, locale),
      alternates: everyLanguage(route.fixed),
    });
  }
  if ('private' in route) {
    const own = PRIVATE_PAGES[route.private]!;
    return page(t(own.title), t(own.description), { path: localePath(route.private, locale), noindex: true });
  }

  const { detail, rawId } = route;
  const lookup = await content.getItem(detail.kind, safeDecode(rawId), locale);
  // A page whose API was briefly unreachable must never look gone to a crawler: generic tags and a 200.
  if (lookup.status === 'unavailable') return page(detail.fallback.title, detail.fallback.description);
  if (lookup.status === 'missing') return page(detail.notFoundTitle, detail.fallback.description, missing);

  const { item } = lookup;
  // Canonical: the item's current address in this language, whichever of its addresses was asked for.
  const itemPath = (slug: string, l: Locale) => localePath(`${detail.prefix}${encodeURIComponent(slug)}`, l);
  const canonical = itemPath(item.slug, locale);
  const alternates = Object.fromEntries(
    Object.entries({ ...item.alternates, [locale]: item.slug }).map(([l, slug]) => [
      l,
      itemPath(slug, l as Locale),
    ]),
  );
  return page(item.title, item.summary || detail.fallback.description, {
    path: canonical,
    alternates,
    image: item.image || DEFAULT_IMAGE,
    type: 'article',
    modifiedTime: item.updatedAt,
    ...(detail.collection.structuredData === 'Article'
      ? { article: { publishedTime: item.publishedAt } }
      : {}),
    item: { collection: detail.collection, record: { ...item.record, slug: item.slug } },
  });
}

/**
 * Where a detail page reached by its id or an earlier slug lives now (the target of a 301, query kept), or
 * null when the URL is already the item's current address, or is not a detail page, or the API cannot say.
 */
export async function canonicalRedirect(url: string, content: ContentClient): Promise<string | null> {
  const { locale, path } = localeOf(url);
  const route = matchRoute(path);
  if (!route || !('detail' in route)) return null;
  const { detail, rawId } = route;
  const requested = safeDecode(rawId);
  const lookup = await content.getItem(detail.kind, requested, locale);
  if (lookup.status !== 'found' || lookup.item.slug === requested) return null;
  const query = url.includes('?') ? url.slice(url.indexOf('?')).split('#')[0] : '';
  return localePath(`${detail.prefix}${encodeURIComponent(lookup.item.slug)}${query}`, locale);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
