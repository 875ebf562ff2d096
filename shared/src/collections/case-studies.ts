import { defineCollection } from './define-collection';

/** Projects for clients: the Case Studies page, the home page's featured ones and one page each. */
export const caseStudies = defineCollection({
  name: 'case-studies',
  nouns: { singular: 'case study', plural: 'case studies' },
  typeName: { one: 'CaseStudy', many: 'CaseStudies' },
  keys: { item: 'caseStudy', list: 'caseStudies' },
  publicPath: '/case-studies',
  listing: {
    path: '/case-studies',
    title: 'Case Studies',
    description:
      'How Mwangaza Analytics helps hospitals, banks, farms, retailers, NGOs and telcos across Africa turn data into measurable results.',
  },
  loading: { title: 'Case Studies', description: 'A Mwangaza Analytics case study.' },
  summaryField: 'brief',
  structuredData: 'CaseStudy',
  // Visitors search what a card shows; staff also find a category by name.
  search: { public: ['title', 'client', 'brief'], staff: ['title', 'client', 'category'] },
  slugSource: 'title',
  localized: [
    'title',
    'brief',
    'results',
    'challenge',
    'approach',
    'solution',
    'timeline',
    'team',
    'testimonial',
    'slug',
  ],
  sort: { createdAt: -1, id: 1 },
  filters: {
    category: { kind: 'equals' },
    featured: { kind: 'flag' },
    person: { kind: 'includes', field: 'teamMembers' },
  },
  options: { featured: 'featured', categories: 'category' },
  references: {
    teamMembers: { to: 'people', embed: { as: 'teamProfiles', fields: ['name', 'role', 'image'] } },
  },
});
