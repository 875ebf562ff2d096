import { Feed } from 'feed';
import { COLLECTIONS, feedPaths, type CollectionDescriptor } from '@mwangaza/shared/collections';
import { renderMarkdown } from '@mwangaza/shared/markdown/render';
import type { MediaImage } from '@mwangaza/shared/schemas';
import { site } from '@mwangaza/shared/site';
import type { ContentClient, ContentKind } from './content-client';
import { absoluteUrl } from './render-head';

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
): Promise<string | null> {
  const { feed: described } = collection;
  const records = await content.listRecords(collection.name as ContentKind);
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
  const home = absoluteUrl(baseUrl, collection.listing.path);
  const feed = new Feed({
    id: home,
    link: home,
    title: described.title,
    description: described.description,
    language: 'en',
    copyright: `© ${site.name}`,
    // The feed changes when an entry does: its newest change, not the time it was rendered.
    updated: entries.reduce(
      (latest, entry) => (entry.updated > latest ? entry.updated : latest),
      new Date(0),
    ),
    feedLinks: { rss: absoluteUrl(baseUrl, paths.rss), atom: absoluteUrl(baseUrl, paths.atom) },
    author: { name: site.name, link: `${baseUrl}/` },
  });
  for (const { record, updated, published } of entries) {
    const slug = text(record, 'slug') ?? String(record.id);
    const link = absoluteUrl(baseUrl, `${collection.publicPath}/${encodeURIComponent(slug)}`);
    const body = text(record, described.contentField) ?? '';
    const image = text(record, 'image');
    const author = text(record, 'authorName');
    const tags = Array.isArray(record.tags) ? record.tags.filter((tag) => typeof tag === 'string') : [];
    feed.addItem({
      id: link,
      link,
      title: String(record.title),
      description: text(record, collection.summaryField),
      content: renderMarkdown(body, {
        headingLevel: 2,
        origin: baseUrl,
        images: inlineImages(collection, record, baseUrl),
      }),
      date: updated,
      published,
      ...(author ? { author: [{ name: author }] } : {}),
      ...(image ? { image: absoluteUrl(baseUrl, image) } : {}),
      category: tags.map((tag) => ({ name: tag as string })),
    });
  }
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
