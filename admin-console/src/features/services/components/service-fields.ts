import type { FormSectionDescription } from '../../../resource/resource-description';
import type { ServiceFormValues } from './service-form-values';

export const serviceSections: FormSectionDescription<ServiceFormValues>[] = [
  {
    title: 'Overview',
    fields: [
      { kind: 'text', key: 'title', label: 'Title', required: true, maxLength: 120 },
      {
        kind: 'slug',
        key: 'slug',
        label: 'Slug',
        hint: "The page's address: /services/<slug>. Lowercase words and hyphens; left empty, it is made from the title. Old addresses keep working.",
      },
      {
        kind: 'textarea',
        key: 'description',
        label: 'Description',
        required: true,
        rows: 2,
        maxLength: 500,
        hint: 'A sentence or two for the service cards.',
      },
      { kind: 'image', key: 'image', label: 'Image URL', required: true },
    ],
  },
  {
    title: 'Details',
    fields: [
      {
        kind: 'markdown',
        key: 'fullDescription',
        label: 'Full description',
        required: true,
        rows: 8,
        maxLength: 10000,
        hint: "Shown on the service's own page, in Markdown. A blank line starts a new paragraph.",
      },
      {
        kind: 'rows',
        key: 'features',
        label: 'Features',
        itemLabel: 'Feature',
        hint: 'One per row, as "Short label - explanation". Empty rows are ignored.',
        placeholder: 'e.g. Real-time dashboards - live KPIs for every team',
        maxItems: 30,
        maxLength: 300,
        atLeastOne: 'Please add at least one feature',
      },
    ],
  },
];
