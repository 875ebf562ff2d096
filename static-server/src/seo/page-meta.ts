import { COLLECTIONS, notFoundMessage, type CollectionDescriptor } from '@mwangaza/shared/collections';
import { site } from '@mwangaza/shared/site';
import { DEFAULT_SHARE_IMAGE } from '@mwangaza/shared/structured-data';
import type { ContentClient, ContentKind } from './content-client';

/** What the head of one page says about it (before escaping and making URLs absolute). */
export interface PageMeta {
  /** The full document title, as the client sets it: '<page title> | Mwangaza Analytics'. */
  title: string;
  description: string;
  /** The page's canonical path (no query, no trailing slash). */
  path: string;
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
 * The fixed pages, in the sitemap's order, with the same wording as the public pages' usePageMeta() calls
 * (public-site/src/features/.../*-page.tsx): each collection's own list page says what its descriptor does.
 */
export const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  '/': {
    title: 'Data Analytics Consultancy in Nairobi',
    description:
      'Mwangaza Analytics helps businesses in Africa and beyond turn data into decisions: big data analytics, dashboards, data pipelines and data lakes.',
  },
  '/about': {
    title: 'About Us',
    description:
      'The story of Mwangaza Analytics: founded in Nairobi in 2015, now helping clients in 12 countries make decisions with data. Our values and culture.',
  },
  ...Object.fromEntries(
    (COLLECTIONS as readonly CollectionDescriptor[]).flatMap(({ listing }) =>
      listing.description ? [[listing.path, { title: listing.title, description: listing.description }]] : [],
    ),
  ),
  '/contact': {
    title: 'Contact Us',
    description:
      'Tell Mwangaza Analytics about your data project. We reply within 24 hours. Call, e-mail or visit our office in Nairobi, Kenya.',
  },
  '/book': {
    title: 'Book a Discovery Call',
    description:
      'Book a free 30-minute discovery call with a Mwangaza Analytics consultant, at a time shown in your own time zone.',
  },
  '/privacy': {
    title: 'Privacy Notice',
    description:
      "How Mwangaza Analytics handles the personal data you send us, how long we keep it, and your rights under Kenya's Data Protection Act, 2019.",
  },
};

/** Pages for one visitor (reached by an e-mailed link): served with a 200, never indexed, not in the sitemap. */
const PRIVATE_PAGES: Record<string, { title: string; description: string }> = {
  '/book/manage': {
    title: 'Your Discovery Call',
    description: 'See, move or cancel your discovery call with Mwangaza Analytics.',
  },
};

const NOT_FOUND = {
  title: 'Page not found',
  description: 'The page you were looking for does not exist or has moved.',
};

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
  return !isAdminPath(path) && matchRoute(path) === null;
}

/** The head of the page at `url`: static wording for fixed routes, the API's content for detail pages. */
export async function resolvePageMeta(url: string, content: ContentClient): Promise<PageMeta> {
  const path = normalizePath(url);
  const page = (title: string, description: string, extra: Partial<PageMeta> = {}): PageMeta => ({
    title: pageTitle(title),
    description,
    path,
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
    return { ...page('', site.description), title: 'Mwangaza Admin', noindex: true, structuredData: false };
  }
  const route = matchRoute(path);
  if (!route) return page(NOT_FOUND.title, NOT_FOUND.description, missing);
  if ('fixed' in route) {
    const fixed = STATIC_PAGES[route.fixed]!;
    return page(fixed.title, fixed.description, { path: route.fixed });
  }
  if ('private' in route) {
    const own = PRIVATE_PAGES[route.private]!;
    return page(own.title, own.description, { path: route.private, noindex: true });
  }

  const { detail, rawId } = route;
  const lookup = await content.getItem(detail.kind, safeDecode(rawId));
  // A page whose API was briefly unreachable must never look gone to a crawler: generic tags and a 200.
  if (lookup.status === 'unavailable') return page(detail.fallback.title, detail.fallback.description);
  if (lookup.status === 'missing') return page(detail.notFoundTitle, detail.fallback.description, missing);

  const { item } = lookup;
  // Canonical: the item's current address, whichever of its addresses was asked for.
  const canonical = `${detail.prefix}${encodeURIComponent(item.slug)}`;
  return page(item.title, item.summary || detail.fallback.description, {
    path: canonical,
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
  const route = matchRoute(normalizePath(url));
  if (!route || !('detail' in route)) return null;
  const { detail, rawId } = route;
  const requested = safeDecode(rawId);
  const lookup = await content.getItem(detail.kind, requested);
  if (lookup.status !== 'found' || lookup.item.slug === requested) return null;
  const query = url.includes('?') ? url.slice(url.indexOf('?')).split('#')[0] : '';
  return `${detail.prefix}${encodeURIComponent(lookup.item.slug)}${query}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
