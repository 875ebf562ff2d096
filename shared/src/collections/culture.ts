import { DEFAULT_CULTURE_IMAGE } from '../schemas/constants';
import { defineCollection } from './define-collection';

/** How the team works: a card each on the About page, in the order staff set, and one page each. */
export const culture = defineCollection({
  name: 'culture',
  nouns: { singular: 'culture item', plural: 'culture items' },
  title: 'Culture',
  typeName: { one: 'CultureItem', many: 'CultureItems' },
  keys: { item: 'cultureItem', list: 'cultureItems' },
  publicPath: '/about/culture',
  listing: { path: '/about', title: 'About' },
  loading: {
    title: 'Our Culture',
    description: 'How we learn, work together and give back at Mwangaza Analytics.',
  },
  summaryField: 'description',
  search: { public: ['title', 'description'], staff: ['title', 'description'] },
  slugSource: 'title',
  localized: ['title', 'description', 'fullDescription', 'values', 'slug'],
  sort: { order: 1, createdAt: 1, id: 1 },
  options: { order: 'order' },
  imageFallback: DEFAULT_CULTURE_IMAGE,
});
