import { collectionNamed } from '@mwangaza/shared/collections';
import { CONTENT_KINDS, type ContentClient, type ContentItem, type ContentKind } from './content-client';
import { LOCALES, LOCALE_INFO, localePath, type Locale } from '@mwangaza/shared/i18n';
import { STATIC_PAGES, everyLanguage } from './page-meta';

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
  /** The same page in every language it exists in, itself included (`xhtml:link`). */
  alternates: Partial<Record<Locale, string>>;
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
  // Each language's lists hold only the items that exist in it (the API publishes a language once translated).
  const perLocale = await Promise.all(
    LOCALES.map((locale) => Promise.all(CONTENT_KINDS.map((kind) => content.listItems(kind, locale)))),
  );
  const byKind = new Map<ContentKind, ContentItem[]>(
    CONTENT_KINDS.map((kind, index) => [kind, perLocale[0]![index] ?? []]),
  );
  const itemPath = (kind: ContentKind, slug: string, locale: Locale) =>
    localePath(`${pathsOf(kind).prefix}${encodeURIComponent(slug)}`, locale);

  const details: Entry[] = LOCALES.flatMap((locale, localeIndex) =>
    CONTENT_KINDS.flatMap((kind, kindIndex) =>
      (perLocale[localeIndex]![kindIndex] ?? []).map((item) => ({
        path: itemPath(kind, item.slug, locale),
        lastmod: lastmodOf(item.updatedAt),
        alternates: Object.fromEntries(
          Object.entries({ ...item.alternates, [locale]: item.slug }).map(([l, slug]) => [
            l,
            itemPath(kind, slug, l as Locale),
          ]),
        ),
      })),
    ),
  );
  // A listing page changes when one of its items does; the home page shows a selection of every kind.
  const listingLastmod = (path: string) =>
    latest(
      CONTENT_KINDS.filter((kind) => path === '/' || pathsOf(kind).listing === path).flatMap((kind) =>
        (byKind.get(kind) ?? []).map((item) => lastmodOf(item.updatedAt)),
      ),
    );
  const fixed: Entry[] = LOCALES.flatMap((locale) =>
    Object.keys(STATIC_PAGES).map((path) => ({
      path: localePath(path, locale),
      lastmod: listingLastmod(path),
      alternates: everyLanguage(path),
    })),
  );

  const urls = [...fixed, ...details].map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    const link = (hreflang: string, path: string) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${baseUrl}${path}`)}"/>`;
    const links = LOCALES.flatMap((l) => {
      const path = entry.alternates[l];
      return path ? [link(LOCALE_INFO[l].tag, path)] : [];
    });
    if (entry.alternates.en) links.push(link('x-default', entry.alternates.en));
    return `  <url><loc>${escapeXml(`${baseUrl}${entry.path}`)}</loc>${lastmod}${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
