import { ALL_CATEGORIES, filterCaseStudies } from './filter-case-studies';
import { makeCaseStudy } from '../../../lib/test-case-study';

const studies = [
  makeCaseStudy({
    id: 'a',
    title: 'Crop yield forecasting',
    client: 'Shamba Co-op',
    category: 'Agriculture',
    brief: 'Satellite data.',
  }),
  makeCaseStudy({
    id: 'b',
    title: 'Patient flow dashboards',
    client: 'Afya Hospital',
    category: 'Healthcare',
    brief: 'Wait times.',
  }),
  makeCaseStudy({
    id: 'c',
    title: 'Loan default model',
    client: 'Pesa Bank',
    category: 'Finance',
    brief: 'Forecasting credit risk.',
  }),
];
const ids = (search: string, category = ALL_CATEGORIES) =>
  filterCaseStudies(studies, search, category).map((c) => c.id);

describe('filterCaseStudies', () => {
  test('All with no search keeps everything', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
  });

  test.each([
    ['title', 'PATIENT', ['b']],
    ['client', 'pesa bank', ['c']],
    ['brief', 'satellite', ['a']],
    ['title or brief', 'forecasting', ['a', 'c']],
  ])('searches the %s case-insensitively', (_field, search, expected) => {
    expect(ids(search)).toEqual(expected);
  });

  test('a category keeps only its case studies', () => {
    expect(ids('', 'Finance')).toEqual(['c']);
  });

  test('search and category combine', () => {
    expect(ids('forecasting', 'Agriculture')).toEqual(['a']);
    expect(ids('forecasting', 'Healthcare')).toEqual([]);
  });
});
