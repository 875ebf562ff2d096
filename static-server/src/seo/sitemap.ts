import { collectionNamed } from '@mwangaza/shared/collections';
import { CONTENT_KINDS, type ContentClient, type ContentItem, type ContentKind } from './content-client';
import { STATIC_PAGES } from './page-meta';

/** Where a kind's detail pages live on the public site, and which listing page shows them. */
const pathsOf = (kind: ContentKind) => {
  const { publicPath, listing } = collectionNamed(kind);
  return { prefix: `${publicPath}/`, listing: listing.path };
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

interface Entry {
  path: string;
  lastmod?: string;
}

/** A W3C date (the API's ISO timestamps), or nothing for a value that is not one. */
function lastmodOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const latest = (dates: Array<string | undefined>) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .pop();

/**
 * Every public URL: the fixed pages and each item of every content collection. A content kind the API
 * cannot list right now is left out rather than failing the whole sitemap. The content client's short cache
 * is what keeps it fresh: an item added in the admin console appears within its TTL.
 */
export async function renderSitemap(content: ContentClient, baseUrl: string): Promise<string> {
  const lists = await Promise.all(CONTENT_KINDS.map((kind) => content.listItems(kind)));
  const byKind = new Map<ContentKind, ContentItem[]>(
    CONTENT_KINDS.map((kind, index) => [kind, lists[index] ?? []]),
  );

  const details: Entry[] = CONTENT_KINDS.flatMap((kind) =>
    (byKind.get(kind) ?? []).map((item) => ({
      path: `${pathsOf(kind).prefix}${encodeURIComponent(item.slug)}`,
      lastmod: lastmodOf(item.updatedAt),
    })),
  );
  // A listing page changes when one of its items does; the home page shows a selection of every kind.
  const listingLastmod = (path: string) =>
    latest(
      CONTENT_KINDS.filter((kind) => path === '/' || pathsOf(kind).listing === path).flatMap((kind) =>
        (byKind.get(kind) ?? []).map((item) => lastmodOf(item.updatedAt)),
      ),
    );
  const fixed: Entry[] = Object.keys(STATIC_PAGES).map((path) => ({ path, lastmod: listingLastmod(path) }));

  const urls = [...fixed, ...details].map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    return `  <url><loc>${escapeXml(`${baseUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
