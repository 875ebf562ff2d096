import { DEFAULT_CULTURE_IMAGE } from '@mwangaza/shared';
import type { FormSectionDescription } from '../../../resource/resource-description';
import type { CultureFormValues } from './culture-form-values';

export const MAX_ORDER = 100_000;

export const cultureSections: FormSectionDescription<CultureFormValues>[] = [
  {
    title: 'Overview',
    columns: 2,
    fields: [
      { kind: 'text', key: 'title', label: 'Title', required: true, maxLength: 120, wide: true },
      {
        kind: 'slug',
        key: 'slug',
        label: 'Slug',
        hint: "The page's address: /about/culture/<slug>. Lowercase words and hyphens; left empty, it is made from the title. Old addresses keep working.",
        wide: true,
      },
      { kind: 'text', key: 'icon', label: 'Icon', required: true, maxLength: 16, hint: 'An emoji, e.g. 💡' },
      {
        kind: 'number',
        key: 'order',
        label: 'Order',
        min: 0,
        max: MAX_ORDER,
        hint: 'Lower numbers come first.',
      },
      {
        kind: 'textarea',
        key: 'description',
        label: 'Description',
        required: true,
        rows: 2,
        maxLength: 500,
        hint: 'A sentence or two for the About page card.',
        wide: true,
      },
      {
        kind: 'image',
        key: 'image',
        label: 'Image URL',
        hint: `Optional. Left empty, the default picture (${DEFAULT_CULTURE_IMAGE}) is used.`,
        wide: true,
      },
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
        hint: 'In Markdown. A blank line starts a new paragraph.',
      },
      {
        kind: 'rows',
        key: 'values',
        label: 'Values',
        itemLabel: 'Value',
        hint: 'What this means in practice, one per row. Empty rows are ignored.',
        placeholder: 'e.g. We share what we learn',
        maxItems: 20,
        maxLength: 120,
        atLeastOne: 'Please add at least one value',
      },
    ],
  },
];
