// Valid bodies for the content routes, for tests about what happens to an item rather than what it says:
// give the fields the test asserts on, the rest are short placeholders.
const PLACEHOLDERS = {
  'case-studies': {
    title: 'Case study',
    client: 'C',
    category: 'Retail',
    brief: 'B',
    image: '/x.webp',
    results: ['R'],
  },
  culture: { title: 'Culture item', description: 'D', fullDescription: 'F', icon: 'shield', values: ['V'] },
  // No author: the byline is then the consultancy's.
  insights: { title: 'Insight', summary: 'S', body: 'B', image: '/x.webp', tags: [], relatedServices: [] },
};

/** A body `POST /<collection>` accepts, with `fields` on top of the placeholders. */
export function contentInput<C extends keyof typeof PLACEHOLDERS, T extends object>(
  collection: C,
  fields: T,
): (typeof PLACEHOLDERS)[C] & T {
  return { ...PLACEHOLDERS[collection], ...fields };
}
