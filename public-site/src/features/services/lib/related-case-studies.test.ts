import { makeCaseStudy } from '../../../lib/test-case-study';
import { relatedCaseStudies, relevance, serviceKeywords } from './related-case-studies';

const caseStudy = (id: string, title: string, brief = 'A project.', results: string[] = ['Done']) =>
  makeCaseStudy({ id, title, brief, results });

describe('serviceKeywords', () => {
  test.each([
    ['Data Visualization', ['visua']],
    ['Data Pipelines', ['pipel']],
    ['Data Lakes', ['lake']],
    ['Automated Data Entry', ['autom', 'entr']],
    ['Cleansing & Validation', ['clean', 'valid']],
    ['Big Data Analytics', ['big']],
    ['Training', ['train']],
  ])('%s gives %j (generic words like "data" carry no signal)', (title, keywords) => {
    expect(serviceKeywords(title)).toEqual(keywords);
  });
});

describe('relevance', () => {
  test('a case study that mentions nothing of the service scores 0', () => {
    expect(
      relevance('Data Lakes', caseStudy('a', 'Mobile money fraud detection', 'Real-time data scoring.')),
    ).toBe(0);
  });

  test('the whole title in the case study title outweighs a key word in its brief', () => {
    const inTitle = relevance('Data Pipelines', caseStudy('a', 'Data pipelines for a retail chain'));
    const inBrief = relevance('Data Pipelines', caseStudy('b', 'Retail reporting', 'We built a pipeline.'));
    expect(inTitle).toBeGreaterThan(inBrief);
    expect(inBrief).toBeGreaterThan(0);
  });

  test('key words match other forms of the word, in the results too', () => {
    expect(
      relevance('Data Visualization', caseStudy('a', 'Sales', 'Brief', ['Visualised 40 KPIs'])),
    ).toBeGreaterThan(0);
    expect(
      relevance('Automated Data Entry', caseStudy('a', 'Claims', 'Removed manual entries')),
    ).toBeGreaterThan(0);
  });
});

describe('relatedCaseStudies', () => {
  const studies = [
    caseStudy('unrelated', 'Mobile money fraud detection'),
    caseStudy('brief', 'Farm yields', 'A data lake for cooperative records'),
    caseStudy('title', 'Building a data lake for a telco'),
    caseStudy('results', 'Hospital records', 'Brief', ['Three lakes of data merged']),
  ];

  test('returns at most two, the most relevant first, and never an unrelated one', () => {
    expect(relatedCaseStudies({ title: 'Data Lakes' }, studies).map((c) => c.id)).toEqual(['title', 'brief']);
  });

  test('returns fewer than two when fewer match', () => {
    expect(relatedCaseStudies({ title: 'Training' }, studies)).toEqual([]);
    expect(relatedCaseStudies({ title: 'Data Lakes' }, studies.slice(0, 2)).map((c) => c.id)).toEqual([
      'brief',
    ]);
  });

  test('ties keep the order of the list', () => {
    expect(relatedCaseStudies({ title: 'Data Lakes' }, [studies[3]!, studies[1]!]).map((c) => c.id)).toEqual([
      'results',
      'brief',
    ]);
  });
});
