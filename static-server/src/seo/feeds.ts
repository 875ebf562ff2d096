import { COLLECTIONS, feedPaths, type CollectionDescriptor } from '@mwangaza/shared/collections';
import { renderMarkdown } from '@mwangaza/shared/markdown/render';
import type { MediaImage } from '@mwangaza/shared/schemas';
import { site } from '@mwangaza/shared/site';
import type { ContentClient, ContentKind } from './content-client';
import { xmlDocument } from './feed-xml';
import { absoluteUrl } from './render-head';
import { DEFAULT_LOCALE, LOCALE_INFO, localePath, type Locale } from '@mwangaza/shared/i18n';
import { pageText } from './page-texts';

/** The newest entries a feed carries. */
export const FEED_ENTRIES = 50;

/** A collection with feeds: the head of every page links them, the shell serves them. */
export const FEED_COLLECTIONS = (COLLECTIONS as readonly CollectionDescriptor[]).filter(
  (collection) => collection.feed !== undefined,
);

export type FeedFormat = 'rss' | 'atom';

const text = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === 'string' ? (record[key] as string) : undefined;
const dateOf = (value: string | undefined) => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time);
};

/** A body that takes library images shows them with every URL absolute (readers fetch from the feed's site). */
function inlineImages(collection: CollectionDescriptor, record: Record<string, unknown>, baseUrl: string) {
  if (!collection.feed || !collection.markdownImages?.includes(collection.feed.contentField))
    return undefined;
  const media = Array.isArray(record.inlineMedia) ? (record.inlineMedia as MediaImage[]) : [];
  return { media, imageOrigin: baseUrl };
}

/**
 * A collection's RSS 2.0 or Atom feed, from the API's public list (published, due items only): the newest
 * FEED_ENTRIES with their full content, every link absolute on the public site. Null when the API cannot
 * be read (the caller answers 503 rather than an empty feed, which readers would take as "all removed").
 */
export async function renderFeed(
  collection: CollectionDescriptor,
  format: FeedFormat,
  content: ContentClient,
  baseUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<string | null> {
  const { feed: described } = collection;
  // The language's own items only (the API lists an item in a language once it is translated).
  const records = await content.listRecords(collection.name as ContentKind, locale);
  if (!described || !records) return null;
  const entries = records
    .map((record) => {
      const updated = dateOf(text(record, 'updatedAt')) ?? new Date(0);
      const published = dateOf(text(record, 'publishAt')) ?? dateOf(text(record, 'createdAt')) ?? updated;
      return { record, updated, published };
    })
    .sort((a, b) => b.published.getTime() - a.published.getTime())
    .slice(0, FEED_ENTRIES);

  const paths = feedPaths(collection);
  const home = absoluteUrl(baseUrl, localePath(collection.listing.path, locale));
  // The feed changes when an entry does: its newest change, not the time it was rendered.
  const updated = entries.reduce(
    (latest, entry) => (entry.updated > latest ? entry.updated : latest),
    new Date(0),
  );
  const items = entries.map(({ record, updated, published }) => {
    const slug = text(record, 'slug') ?? String(record.id);
    const image = text(record, 'image');
    return {
      link: absoluteUrl(baseUrl, localePath(`${collection.publicPath}/${encodeURIComponent(slug)}`, locale)),
      title: String(record.title),
      summary: text(record, collection.summaryField),
      content: renderMarkdown(text(record, described.contentField) ?? '', {
        headingLevel: 2,
        origin: baseUrl,
        images: inlineImages(collection, record, baseUrl),
      }),
      updated,
      published,
      author: text(record, 'authorName'),
      image: image ? absoluteUrl(baseUrl, image) : undefined,
      tags: Array.isArray(record.tags)
        ? record.tags.filter((tag): tag is string => typeof tag === 'string')
        : [],
    };
  });
  const english = locale === DEFAULT_LOCALE;
  const channel = {
    home,
    title: english ? described.title : pageText(locale, 'meta.feedTitle'),
    description: english ? described.description : pageText(locale, 'meta.insightsDescription'),
    language: LOCALE_INFO[locale].tag,
    updated,
    items,
  };
  return format === 'rss'
    ? rss(channel, absoluteUrl(baseUrl, localePath(paths.rss, locale)))
    : atom(channel, absoluteUrl(baseUrl, localePath(paths.atom, locale)), baseUrl);
}

interface FeedItem {
  link: string;
  title: string;
  summary: string | undefined;
  /** The body as HTML. */
  content: string;
  updated: Date;
  published: Date;
  author: string | undefined;
  image: string | undefined;
  tags: string[];
}

interface Channel {
  home: string;
  title: string;
  description: string;
  /** The feed's language (RSS `language`, Atom `xml:lang`). */
  language: string;
  updated: Date;
  items: FeedItem[];
}

const COPYRIGHT = `© ${site.name}`;
const IMAGE_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};
const imageType = (url: string) =>
  IMAGE_TYPES[new URL(url).pathname.split('.').pop()?.toLowerCase() ?? ''] ?? 'image/jpeg';

/** RSS 2.0, with the content module's full HTML and Dublin Core's author name. */
function rss(channel: Channel, self: string): string {
  return xmlDocument({
    rss: {
      '@_version': '2.0',
      '@_xmlns:dc': 'http://purl.org/dc/elements/1.1/',
      '@_xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: channel.title,
        link: channel.home,
        description: channel.description,
        lastBuildDate: channel.updated.toUTCString(),
        docs: 'https://validator.w3.org/feed/docs/rss2.html',
        language: channel.language,
        copyright: COPYRIGHT,
        'atom:link': { '@_href': self, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: channel.items.map((item) => ({
          title: item.title,
          link: item.link,
          guid: { '@_isPermaLink': 'true', '#text': item.link },
          // RSS has one date: when it was published, not its last edit.
          pubDate: item.published.toUTCString(),
          description: item.summary,
          'content:encoded': item.content,
          'dc:creator': item.author,
          category: item.tags,
          enclosure: item.image
            ? { '@_url': item.image, '@_length': '0', '@_type': imageType(item.image) }
            : undefined,
        })),
      },
    },
  });
}

/** Atom (RFC 4287): titles and summaries as text, the body as HTML, each entry published and updated. */
function atom(channel: Channel, self: string, baseUrl: string): string {
  return xmlDocument({
    feed: {
      '@_xmlns': 'http://www.w3.org/2005/Atom',
      '@_xml:lang': channel.language,
      id: channel.home,
      title: channel.title,
      updated: channel.updated.toISOString(),
      author: { name: site.name, uri: `${baseUrl}/` },
      link: [
        { '@_rel': 'alternate', '@_href': channel.home },
        { '@_rel': 'self', '@_href': self },
      ],
      subtitle: channel.description,
      rights: COPYRIGHT,
      entry: channel.items.map((item) => ({
        title: { '@_type': 'text', '#text': item.title },
        id: item.link,
        link: { '@_href': item.link },
        updated: item.updated.toISOString(),
        summary: item.summary === undefined ? undefined : { '@_type': 'text', '#text': item.summary },
        content: { '@_type': 'html', '#text': item.content },
        author: item.author ? { name: item.author } : undefined,
        category: item.tags.map((tag) => ({ '@_term': tag })),
        published: item.published.toISOString(),
      })),
    },
  });
}
