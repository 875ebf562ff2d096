import { COLLECTIONS, feedPaths, type CollectionDescriptor } from '@mwangaza/shared/collections';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@mwangaza/shared/schemas';
import { site } from '@mwangaza/shared/site';
import { PAGE_DATA_ATTRIBUTE, absoluteUrl, itemStructuredData } from '@mwangaza/shared/structured-data';
import { DEFAULT_LOCALE, LOCALES, LOCALE_INFO, localePath } from '@mwangaza/shared/i18n';
import type { PageMeta } from './page-meta';
import { pageText } from './page-texts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element text and in quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** JSON for a <script> element: `<` escaped so no value can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export { absoluteUrl };

/** The X account named in the site settings' social links ("https://x.com/mwangaza" → "@mwangaza"). */
function twitterHandle(settings: SiteSettings): string | undefined {
  const x = settings.social.find((profile) => profile.name === 'X');
  const handle = x?.url.split('/').filter(Boolean).pop();
  return handle ? `@${handle}` : undefined;
}

/** The consultancy, with the contact facts staff keep in the site settings. */
function organization(baseUrl: string, settings: SiteSettings) {
  const { contact } = settings;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${baseUrl}/`,
    description: site.description,
    email: contact.email,
    telephone: contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${contact.street}, ${contact.area}`,
      addressLocality: contact.city,
      addressCountry: contact.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: contact.phone,
      email: contact.email,
    },
    sameAs: settings.social.map((profile) => profile.url),
  };
}

/** The feeds every public page points feed readers to (`<link rel="alternate">`), in the page's language. */
function feedLinks(baseUrl: string, meta: PageMeta): string[] {
  return (COLLECTIONS as readonly CollectionDescriptor[]).flatMap((collection) => {
    if (!collection.feed) return [];
    const paths = feedPaths(collection);
    const title = escapeHtml(
      meta.locale === DEFAULT_LOCALE ? collection.feed.title : pageText(meta.locale, 'meta.feedTitle'),
    );
    const href = (path: string) => escapeHtml(absoluteUrl(baseUrl, localePath(path, meta.locale)));
    return [
      `<link rel="alternate" type="application/rss+xml" title="${title}" href="${href(paths.rss)}">`,
      `<link rel="alternate" type="application/atom+xml" title="${title}" href="${href(paths.atom)}">`,
    ];
  });
}

/**
 * The page in every language it exists in (itself included, so every version names every other: reciprocal),
 * and `x-default` (English, the root) for readers of any other language.
 */
function languageLinks(baseUrl: string, meta: PageMeta): string[] {
  const links = LOCALES.flatMap((locale) => {
    const path = meta.alternates[locale];
    return path
      ? [
          `<link rel="alternate" hreflang="${LOCALE_INFO[locale].tag}" href="${escapeHtml(absoluteUrl(baseUrl, path))}">`,
        ]
      : [];
  });
  const fallback = meta.alternates[DEFAULT_LOCALE];
  if (fallback)
    links.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absoluteUrl(baseUrl, fallback))}">`,
    );
  return links;
}

/** Every tag a link preview or crawler reads, except <title> (see injectHead). */
export function renderHeadTags(
  meta: PageMeta,
  baseUrl: string,
  settings: SiteSettings = DEFAULT_SITE_SETTINGS,
): string {
  const url = absoluteUrl(baseUrl, meta.path);
  const image = absoluteUrl(baseUrl, meta.image);
  const tag = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : '';
  const tags = [
    tag('name', 'description', meta.description),
    meta.noindex ? tag('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url)}">`,
    tag('property', 'og:site_name', site.name),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    // A page that is not there has no address to share (and the shell serves one for every unknown address).
    meta.status === 404 ? '' : tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('property', 'og:image:alt', meta.title),
    tag('property', 'og:locale', LOCALE_INFO[meta.locale].ogLocale),
    ...LOCALES.filter((locale) => locale !== meta.locale && meta.alternates[locale]).map((locale) =>
      tag('property', 'og:locale:alternate', LOCALE_INFO[locale].ogLocale),
    ),
    meta.type === 'article' ? tag('property', 'article:modified_time', meta.modifiedTime) : '',
    meta.article ? tag('property', 'article:published_time', meta.article.publishedTime) : '',
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:site', twitterHandle(settings)),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
  ];
  if (!meta.noindex) tags.push(...languageLinks(baseUrl, meta));
  if (meta.structuredData) {
    tags.push(...feedLinks(baseUrl, meta));
    tags.push(
      `<script type="application/ld+json">${jsonForScript(organization(baseUrl, settings))}</script>`,
    );
    // The page's own: the public site replaces these after a client-side navigation (use-structured-data.ts).
    const { item } = meta;
    // In the page's language: its addresses, and `inLanguage` on the item's entity.
    for (const entry of item ? itemStructuredData(item.collection, item.record, baseUrl, meta.locale) : [])
      tags.push(`<script type="application/ld+json" ${PAGE_DATA_ATTRIBUTE}>${jsonForScript(entry)}</script>`);
  }
  return tags.filter(Boolean).join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const HTML_LANG = /<html\s+lang="[^"]*"/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;

/**
 * The built index.html with this page's head: its <title> replaced in place, its generic description removed
 * and the page's tags added just before </head>.
 */
export function injectHead(
  template: string,
  meta: PageMeta,
  baseUrl: string,
  settings: SiteSettings = DEFAULT_SITE_SETTINGS,
): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  // Function replacers: a `$` in content must not be read as a replacement pattern.
  const withTitle = (
    TITLE.test(template)
      ? template.replace(TITLE, () => title)
      : template.replace(/<\/head>/i, () => `${title}</head>`)
  ).replace(HTML_LANG, () => `<html lang="${LOCALE_INFO[meta.locale].tag}"`);
  const tags = renderHeadTags(meta, baseUrl, settings);
  return withTitle.replace(DESCRIPTION, '').replace(/<\/head>/i, () => `${tags}</head>`);
}
