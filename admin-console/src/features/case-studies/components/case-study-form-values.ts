import type { CaseStudy, CaseStudyCategory, CreateCaseStudy } from '@mwangaza/shared';
import { cleanRows, initialRows } from '../../../resource/fields/row-list';
import type { FieldErrors, Validation } from '../../../resource/form/form-validation';
import { validateForm } from '../../../resource/form/validate-form';
import { caseStudySections } from './case-study-fields';

/** What the case-study form edits: text as typed, results as rows, technologies as a comma list. */
export interface CaseStudyFormValues {
  title: string;
  /** Empty: the API keeps the current one, or makes one from the title. */
  slug: string;
  client: string;
  category: string;
  image: string;
  brief: string;
  results: string[];
  featured: boolean;
  challenge: string;
  approach: string;
  solution: string;
  technologies: string;
  timeline: string;
  team: string;
  quote: string;
  author: string;
  role: string;
}

export function toCaseStudyFormValues(item?: CaseStudy): CaseStudyFormValues {
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    client: item?.client ?? '',
    category: item?.category ?? '',
    image: item?.image ?? '',
    brief: item?.brief ?? '',
    results: initialRows(item?.results),
    featured: item?.featured ?? false,
    challenge: item?.challenge ?? '',
    approach: item?.approach ?? '',
    solution: item?.solution ?? '',
    technologies: item?.technologies?.join(', ') ?? '',
    timeline: item?.timeline ?? '',
    team: item?.team ?? '',
    quote: item?.testimonial?.quote ?? '',
    author: item?.testimonial?.author ?? '',
    role: item?.testimonial?.role ?? '',
  };
}

/** Spec section 5 plus the API's formats; the body is trimmed and holds only CreateCaseStudy fields. */
export function validateCaseStudy(
  values: CaseStudyFormValues,
): Validation<CaseStudyFormValues, CreateCaseStudy> {
  return validateForm(caseStudySections, values, { check, toBody });
}

const t = (value: string) => value.trim();
const technologyList = (values: CaseStudyFormValues) => values.technologies.split(',').map(t).filter(Boolean);
const hasTestimonial = (values: CaseStudyFormValues) =>
  Boolean(t(values.quote) || t(values.author) || t(values.role));

function check(values: CaseStudyFormValues): FieldErrors<CaseStudyFormValues> {
  const errors: FieldErrors<CaseStudyFormValues> = {};
  // A testimonial needs its quote and author; the role alone is not enough.
  if (hasTestimonial(values) && !t(values.quote)) errors.quote = 'Quote is required for a testimonial';
  if (hasTestimonial(values) && !t(values.author)) errors.author = 'Author is required for a testimonial';
  const technologies = technologyList(values);
  if (technologies.length > 30 || technologies.some((name) => name.length > 80)) {
    errors.technologies = 'List at most 30 technologies of up to 80 characters each';
  }
  return errors;
}

function toBody(values: CaseStudyFormValues): CreateCaseStudy {
  const body: CreateCaseStudy = {
    title: t(values.title),
    client: t(values.client),
    category: values.category as CaseStudyCategory,
    brief: t(values.brief),
    image: t(values.image),
    results: cleanRows(values.results),
    featured: values.featured,
    // Sent even when empty so that clearing a section on edit removes it.
    challenge: t(values.challenge),
    approach: t(values.approach),
    solution: t(values.solution),
    technologies: technologyList(values),
    timeline: t(values.timeline),
    team: t(values.team),
  };
  if (t(values.slug)) body.slug = t(values.slug);
  if (hasTestimonial(values))
    body.testimonial = { quote: t(values.quote), author: t(values.author), role: t(values.role) };
  return body;
}
