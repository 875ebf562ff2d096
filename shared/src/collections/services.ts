import { defineCollection } from './define-collection';

/** What the consultancy offers: the Services page and one page each. */
export const services = defineCollection({
  name: 'services',
  nouns: { singular: 'service', plural: 'services' },
  typeName: { one: 'Service', many: 'Services' },
  keys: { item: 'service', list: 'services' },
  publicPath: '/services',
  listing: {
    path: '/services',
    title: 'Services',
    description:
      'Data pipelines, data lakes, dashboards, big data analytics, data quality, automation and training from Mwangaza Analytics in Nairobi.',
  },
  loading: { title: 'Services', description: 'Data services from Mwangaza Analytics.' },
  summaryField: 'description',
  search: { public: ['title', 'description'], staff: ['title', 'description'] },
  slugSource: 'title',
  localized: ['title', 'description', 'fullDescription', 'features', 'slug'],
  sort: { createdAt: 1, id: 1 },
  structuredData: 'Service',
});
