import type { CaseStudy, CaseStudyCategory, CreateCaseStudy } from '@mwangaza/shared';
import { cleanRows, initialRows } from '../../../components/row-list';
import {
  IMAGE_URL_MESSAGE,
  checkRequired,
  failure,
  isImageUrl,
  type FieldErrors,
  type Validation,
} from '../../../components/form-validation';

/** What the case-study form edits: text as typed, results as rows, technologies as a comma list. */
export interface CaseStudyFormValues {
  title: string;
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

const REQUIRED = {
  title: 'Title',
  client: 'Client',
  category: 'Category',
  image: 'Image URL',
  brief: 'Brief',
} as const;

/** Spec section 5 plus the API's formats; the body is trimmed and holds only CreateCaseStudy fields. */
export function validateCaseStudy(
  values: CaseStudyFormValues,
): Validation<CaseStudyFormValues, CreateCaseStudy> {
  const t = (value: string) => value.trim();
  const extra: FieldErrors<CaseStudyFormValues> = {};
  if (t(values.image) && !isImageUrl(t(values.image))) extra.image = IMAGE_URL_MESSAGE;
  // A testimonial needs its quote and author; the role alone is not enough.
  const hasTestimonial = Boolean(t(values.quote) || t(values.author) || t(values.role));
  if (hasTestimonial && !t(values.quote)) extra.quote = 'Quote is required for a testimonial';
  if (hasTestimonial && !t(values.author)) extra.author = 'Author is required for a testimonial';

  const technologies = values.technologies.split(',').map(t).filter(Boolean);
  if (technologies.length > 30 || technologies.some((name) => name.length > 80)) {
    extra.technologies = 'List at most 30 technologies of up to 80 characters each';
  }

  const { fieldErrors, missing } = checkRequired(values, REQUIRED, extra);
  const results = cleanRows(values.results);
  const failed = failure(
    fieldErrors,
    missing,
    'results',
    results.length === 0 ? 'Please add at least one result' : null,
  );
  if (failed) return failed;

  const body: CreateCaseStudy = {
    title: t(values.title),
    client: t(values.client),
    category: values.category as CaseStudyCategory,
    brief: t(values.brief),
    image: t(values.image),
    results,
    featured: values.featured,
    // Sent even when empty so that clearing a section on edit removes it.
    challenge: t(values.challenge),
    approach: t(values.approach),
    solution: t(values.solution),
    technologies,
    timeline: t(values.timeline),
    team: t(values.team),
  };
  if (hasTestimonial)
    body.testimonial = { quote: t(values.quote), author: t(values.author), role: t(values.role) };
  return { ok: true, body };
}
