import type { Service } from '@mwangaza/shared';
import { filterServices } from './filter-services';

const service = (id: string, title: string, description: string): Service => ({
  id,
  slug: id,
  title,
  description,
  fullDescription: 'Full text',
  image: `/images/services/${id}.webp`,
  features: ['One - first'],
  status: 'published',
  publishAt: null,
  version: 1,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
});

const services = [
  service('data-lakes', 'Data Lakes', 'One home for every source'),
  service('training', 'Training', 'Upskill your analysts in SQL and Power BI'),
];

describe('filterServices', () => {
  test('an empty or blank search keeps every service', () => {
    expect(filterServices(services, '')).toHaveLength(2);
    expect(filterServices(services, '   ')).toHaveLength(2);
  });

  test('matches the title case-insensitively', () => {
    expect(filterServices(services, 'LAKES').map((s) => s.id)).toEqual(['data-lakes']);
  });

  test('matches the description case-insensitively', () => {
    expect(filterServices(services, 'power bi').map((s) => s.id)).toEqual(['training']);
  });

  test('returns nothing when neither title nor description matches', () => {
    expect(filterServices(services, 'blockchain')).toEqual([]);
  });
});
