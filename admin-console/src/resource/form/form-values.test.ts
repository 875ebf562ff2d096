import { caseStudyFixtures } from '@mwangaza/shared/mocks/db';
import { caseStudiesResource } from '../collections/case-studies';
import { cultureResource } from '../collections/culture';
import { resolveForm } from './form-schema';
import { toFormValues, validateValues, type FormValues } from './form-values';

/** Form values and the body they make: each field kind's rules, shown on the forms that have them. */

describe('a case study form: rows, a comma list, an optional group', () => {
  const sections = resolveForm(caseStudiesResource);
  const toCaseStudyFormValues = (item?: object) => toFormValues(sections, item);
  const validateCaseStudy = (values: FormValues) => validateValues(sections, values);

  const filled = (overrides: FormValues = {}): FormValues => ({
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
        teamMembers: [],
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
});

describe('a culture item form: a number, an optional image with a default picture', () => {
  const sections = resolveForm(cultureResource);
  const toCultureFormValues = () => toFormValues(sections);
  const validateCultureItem = (values: FormValues) =>
    validateValues(sections, values, cultureResource.collection.imageFallback);

  const filled = {
    ...toCultureFormValues(),
    title: ' Open Doors ',
    description: 'Anyone can ask.',
    icon: 'compass',
    fullDescription: 'Para one.\n\nPara two.',
    values: [' Listen ', ''],
  };

  it('asks for title, description, icon, full description and a value', () => {
    expect(validateCultureItem(toCultureFormValues())).toEqual({
      ok: false,
      formError: 'Please fill in all required fields',
      fieldErrors: {
        title: 'Title is required',
        description: 'Description is required',
        icon: 'Icon is required',
        fullDescription: 'Full description is required',
        values: 'Please add at least one value',
      },
    });
    expect(validateCultureItem({ ...filled, values: [' '] })).toMatchObject({
      ok: false,
      formError: 'Please add at least one value',
    });
  });

  it("saves an empty image as '/images/desk.avif' and the order as a number (default 0)", () => {
    expect(validateCultureItem(filled)).toEqual({
      ok: true,
      body: {
        title: 'Open Doors',
        description: 'Anyone can ask.',
        icon: 'compass',
        fullDescription: 'Para one.\n\nPara two.',
        image: '/images/desk.avif',
        order: 0,
        values: ['Listen'],
      },
    });
    expect(validateCultureItem({ ...filled, order: '7', image: '/images/x.avif' })).toMatchObject({
      body: { order: 7, image: '/images/x.avif' },
    });
  });

  it('rejects an order that is not a whole number from 0', () => {
    expect(validateCultureItem({ ...filled, order: '-1' })).toMatchObject({
      ok: false,
      fieldErrors: { order: 'Order must be a whole number from 0 to 100000' },
    });
    expect(validateCultureItem({ ...filled, order: '1.5' }).ok).toBe(false);
  });
});
