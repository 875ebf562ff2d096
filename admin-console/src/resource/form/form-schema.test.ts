import { CULTURE_ICONS } from '@mwangaza/shared';
import { COLLECTION_SCHEMAS } from '@mwangaza/shared/collections/schemas';
import { asJsonSchema } from '@mwangaza/shared/collections/fields';
import { RESOURCES } from '../collections';
import { caseStudiesResource } from '../collections/case-studies';
import { cultureResource } from '../collections/culture';
import { servicesResource } from '../collections/services';
import { resolveForm, type ResolvedField } from './form-schema';
import { toFormValues, validateValues } from './form-values';

const fieldsOf = (resource: Parameters<typeof resolveForm>[0]) =>
  Object.fromEntries(
    resolveForm(resource)
      .flatMap((section) => section.fields)
      .map((field) => [field.key, field]),
  ) as Record<string, ResolvedField>;

it("finds every form field of every collection in the collection's schema", () => {
  for (const resource of RESOURCES) expect(() => resolveForm(resource)).not.toThrow();
});

it('reads limits, required fields and options from the shared schemas, not from the form', () => {
  const caseStudy = fieldsOf(caseStudiesResource);
  const schema = asJsonSchema(COLLECTION_SCHEMAS['case-studies'].create).properties!;
  expect(caseStudy.title).toMatchObject({ required: true, maxLength: schema.title!.maxLength });
  expect(caseStudy.title?.maxLength).toBe(160);
  expect(caseStudy.client).toMatchObject({ required: true, maxLength: 120 });
  expect(caseStudy.brief).toMatchObject({ required: true, maxLength: 1000 });
  expect(caseStudy.challenge).toMatchObject({ required: false, maxLength: 5000, emptyAllowed: true });
  expect(caseStudy.results).toMatchObject({ maxItems: 20, maxLength: 300 });
  expect(caseStudy.technologies).toMatchObject({ maxItems: 30, itemMaxLength: 80 });
  expect(caseStudy.quote).toMatchObject({ group: 'testimonial', required: false, requiredInGroup: true });
  expect(caseStudy.role).toMatchObject({ requiredInGroup: false, maxLength: 120 });
  expect(caseStudy.category?.options).toEqual(schema.category!.enum);
  expect(caseStudy.slug?.maxLength).toBe(80);

  expect(fieldsOf(servicesResource).title?.maxLength).toBe(120);
  expect(fieldsOf(servicesResource).features).toMatchObject({ maxItems: 30, maxLength: 300 });
  expect(fieldsOf(cultureResource).order).toMatchObject({ min: 0, max: 100_000, defaultValue: 0 });
  expect(fieldsOf(cultureResource).values).toMatchObject({ maxItems: 20, maxLength: 120 });
  expect(fieldsOf(cultureResource).icon).toMatchObject({ required: true, options: CULTURE_ICONS });
  expect(fieldsOf(cultureResource).image).toMatchObject({ required: false });
});

it("says the list's limits as the schema sets them", () => {
  const sections = resolveForm(caseStudiesResource);
  const values = {
    ...toFormValues(sections),
    title: 'T',
    client: 'C',
    category: 'Finance',
    image: '/images/x.avif',
    brief: 'B',
    results: ['R'],
  };
  const many = Array.from({ length: 31 }, (_, index) => `Tool ${index}`).join(', ');
  expect(validateValues(sections, { ...values, technologies: many })).toMatchObject({
    ok: false,
    fieldErrors: { technologies: 'List at most 30 technologies of up to 80 characters each' },
  });
  expect(validateValues(sections, { ...values, technologies: 'x'.repeat(81) }).ok).toBe(false);
  expect(validateValues(sections, { ...values, technologies: 'x'.repeat(80) }).ok).toBe(true);
});
