import { caseStudyFixtures } from '@mwangaza/shared/mocks/db';
import { toCaseStudyFormValues, validateCaseStudy, type CaseStudyFormValues } from './case-study-form-values';

const filled = (overrides: Partial<CaseStudyFormValues> = {}): CaseStudyFormValues => ({
  ...toCaseStudyFormValues(),
  title: '  Lagos Fintech Growth ',
  client: ' Pesa Bank ',
  category: 'Finance',
  image: ' /images/pesa.avif ',
  brief: ' Growth analytics. ',
  results: ['  20% more users ', '', '   '],
  ...overrides,
});

it('asks for every required field by name', () => {
  const result = validateCaseStudy(toCaseStudyFormValues());
  expect(result).toEqual({
    ok: false,
    formError: 'Please fill in all required fields',
    fieldErrors: {
      title: 'Title is required',
      client: 'Client is required',
      category: 'Category is required',
      image: 'Image URL is required',
      brief: 'Brief is required',
      results: 'Please add at least one result',
    },
  });
});

it('needs at least one non-blank result', () => {
  const result = validateCaseStudy(filled({ results: ['', '  '] }));
  expect(result).toMatchObject({ ok: false, formError: 'Please add at least one result' });
});

it('rejects an image that is neither a path nor an http(s) URL', () => {
  const result = validateCaseStudy(filled({ image: 'pesa.png' }));
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.fieldErrors.image).toMatch(/starting with \//);
});

it('asks for the quote and author of a partly filled testimonial', () => {
  const result = validateCaseStudy(filled({ role: 'CEO' }));
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.fieldErrors.quote).toBe('Quote is required for a testimonial');
    expect(result.fieldErrors.author).toBe('Author is required for a testimonial');
  }
});

it('sends trimmed schema fields only, without blank results', () => {
  const result = validateCaseStudy(
    filled({ technologies: ' Python, , Spark ', quote: ' Great ', author: ' Ada ' }),
  );
  expect(result).toEqual({
    ok: true,
    body: {
      title: 'Lagos Fintech Growth',
      client: 'Pesa Bank',
      category: 'Finance',
      image: '/images/pesa.avif',
      brief: 'Growth analytics.',
      results: ['20% more users'],
      featured: false,
      challenge: '',
      approach: '',
      solution: '',
      technologies: ['Python', 'Spark'],
      timeline: '',
      team: '',
      testimonial: { quote: 'Great', author: 'Ada', role: '' },
    },
  });
});

it('fills the form from an existing case study', () => {
  const item = caseStudyFixtures[0]!;
  const values = toCaseStudyFormValues(item);
  expect(values).toMatchObject({
    title: item.title,
    results: item.results,
    technologies: 'Python, Prophet, Power BI',
  });
  expect(values.quote).toBe(item.testimonial?.quote);
});
