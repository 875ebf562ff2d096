import { CASE_STUDY_CATEGORIES } from '@mwangaza/shared';
import type { FormSectionDescription } from '../../../resource/resource-description';
import type { CaseStudyFormValues } from './case-study-form-values';

const story = (key: 'challenge' | 'approach' | 'solution', label: string) =>
  ({ kind: 'markdown', key, label, rows: 6, maxLength: 5000, wide: true }) as const;

/** The case-study form; the detail sections are optional (decisions.md): an empty one is not shown to visitors. */
export const caseStudySections: FormSectionDescription<CaseStudyFormValues>[] = [
  {
    title: 'Overview',
    columns: 2,
    fields: [
      { kind: 'text', key: 'title', label: 'Title', required: true, maxLength: 160, wide: true },
      {
        kind: 'slug',
        key: 'slug',
        label: 'Slug',
        hint: "The page's address: /case-studies/<slug>. Lowercase words and hyphens; left empty, it is made from the title. Old addresses keep working.",
        wide: true,
      },
      { kind: 'text', key: 'client', label: 'Client', required: true, maxLength: 120 },
      {
        kind: 'select',
        key: 'category',
        label: 'Category',
        required: true,
        placeholder: 'Select a category',
        options: CASE_STUDY_CATEGORIES,
      },
      {
        kind: 'textarea',
        key: 'brief',
        label: 'Brief',
        required: true,
        rows: 3,
        maxLength: 1000,
        hint: 'One or two sentences shown on cards and at the top of the page.',
        wide: true,
      },
      { kind: 'image', key: 'image', label: 'Image URL', required: true, wide: true },
      { kind: 'toggle', key: 'featured', label: 'Featured on the home page', wide: true },
    ],
  },
  {
    title: 'Results',
    fields: [
      {
        kind: 'rows',
        key: 'results',
        label: 'Results',
        itemLabel: 'Result',
        hint: 'Measurable outcomes, one per row. Empty rows are ignored.',
        placeholder: 'e.g. 35% reduction in loan default rates',
        maxItems: 20,
        maxLength: 300,
        atLeastOne: 'Please add at least one result',
      },
    ],
  },
  {
    title: 'Project story (optional)',
    columns: 2,
    fields: [
      story('challenge', 'Challenge'),
      story('approach', 'Approach'),
      story('solution', 'Solution'),
      {
        kind: 'text',
        key: 'technologies',
        label: 'Technologies',
        hint: 'Separate with commas, e.g. Python, Apache Spark, Power BI',
        maxLength: 2500,
        wide: true,
      },
      { kind: 'text', key: 'timeline', label: 'Timeline', placeholder: 'e.g. 6 months', maxLength: 200 },
      {
        kind: 'text',
        key: 'team',
        label: 'Team',
        placeholder: 'e.g. 2 data engineers, 1 analyst',
        maxLength: 500,
      },
    ],
  },
  {
    title: 'Testimonial (optional)',
    columns: 2,
    fields: [
      { kind: 'textarea', key: 'quote', label: 'Quote', rows: 3, maxLength: 1000, wide: true },
      { kind: 'text', key: 'author', label: 'Author', maxLength: 120 },
      { kind: 'text', key: 'role', label: 'Role', placeholder: 'e.g. Head of Risk', maxLength: 120 },
    ],
  },
];
