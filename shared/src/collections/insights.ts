import { READING_WORDS_PER_MINUTE } from '../schemas/constants';
import { defineCollection } from './define-collection';

/** Minutes to read a text at READING_WORDS_PER_MINUTE, at least one. */
export function readingMinutes(text: unknown): number {
  const words = typeof text === 'string' ? text.split(/\s+/).filter(Boolean).length : 0;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** Articles, reports and announcements: the Insights page, its feeds, the home page's latest and one page each. */
export const insights = defineCollection({
  name: 'insights',
  nouns: { singular: 'insight', plural: 'insights' },
  typeName: { one: 'Insight', many: 'Insights' },
  keys: { item: 'insight', list: 'insights' },
  publicPath: '/insights',
  listing: {
    path: '/insights',
    title: 'Insights',
    description:
      'Articles, reports and announcements from Mwangaza Analytics on data engineering, analytics and AI for African businesses.',
  },
  loading: { title: 'Insights', description: 'An insight from Mwangaza Analytics.' },
  summaryField: 'summary',
  search: { public: ['title', 'summary', 'body'], staff: ['title', 'summary'] },
  slugSource: 'title',
  localized: ['title', 'summary', 'body', 'tags', 'slug'],
  sort: { createdAt: -1, id: 1 },
  filters: {
    tag: { kind: 'includes', field: 'tags' },
    service: { kind: 'includes', field: 'relatedServices' },
    author: { kind: 'equals' },
  },
  references: {
    author: {
      to: 'people',
      nameAs: 'authorName',
      embed: { as: 'authorProfile', fields: ['name', 'role', 'image'] },
    },
    relatedServices: { to: 'services' },
  },
  computed: { readingTime: (item) => readingMinutes(item.body) },
  markdownImages: ['body'],
  structuredData: 'Article',
  feed: {
    title: 'Mwangaza Analytics Insights',
    description:
      'Articles, reports and announcements from Mwangaza Analytics on data engineering, analytics and AI.',
    contentField: 'body',
  },
});
