import type { CaseStudy } from '@mwangaza/shared';

/** A complete case study for unit tests; override only what a test is about. */
export function makeCaseStudy(overrides: Partial<CaseStudy> & Pick<CaseStudy, 'id'>): CaseStudy {
  return {
    slug: overrides.id,
    title: `Case ${overrides.id}`,
    client: 'Client',
    category: 'Retail',
    brief: 'A project.',
    image: `/images/case-studies/${overrides.id}.webp`,
    results: ['Done'],
    featured: false,
    status: 'published',
    publishAt: null,
    version: 1,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
