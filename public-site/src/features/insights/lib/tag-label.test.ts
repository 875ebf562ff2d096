import { tagLabel } from './tag-label';

it('shows a tag as words with a capital, acronyms in capitals', () => {
  expect(tagLabel('data-quality')).toBe('Data quality');
  expect(tagLabel('mobile-money')).toBe('Mobile money');
  expect(tagLabel('machine-learning')).toBe('Machine learning');
  expect(tagLabel('ai-readiness')).toBe('AI readiness');
  expect(tagLabel('sql')).toBe('SQL');
  expect(tagLabel('dashboards')).toBe('Dashboards');
});
