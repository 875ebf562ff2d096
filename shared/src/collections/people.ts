import { defineCollection } from './define-collection';

/**
 * The consultancy's people: the About page's team, in the order staff set, a profile each, and the names
 * on insights' bylines and case studies' teams.
 */
export const people = defineCollection({
  name: 'people',
  nouns: { singular: 'person', plural: 'people' },
  typeName: { one: 'Person', many: 'People' },
  keys: { item: 'person', list: 'people' },
  publicPath: '/about/team',
  listing: { path: '/about', title: 'About' },
  loading: { title: 'Our Team', description: 'A member of the Mwangaza Analytics team.' },
  titleField: 'name',
  summaryField: 'bio',
  search: { public: ['name', 'role'], staff: ['name', 'role'] },
  slugSource: 'name',
  localized: ['role', 'bio', 'slug'],
  sort: { order: 1, createdAt: 1, id: 1 },
  options: { order: 'order' },
  references: { account: { to: 'staff', nameAs: 'accountName' } },
  structuredData: 'Person',
});
