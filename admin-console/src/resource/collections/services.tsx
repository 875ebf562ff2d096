import { services } from '@mwangaza/shared';
import { defineResource, slugField } from '../define-resource';
import { titleColumn, truncatedColumn } from '../list/columns';

/** Services in the console: Title and the description, truncated. */
export const servicesResource = defineResource(services, {
  list: {
    intro: 'What the consultancy offers, as listed on the Services page.',
    searchPlaceholder: 'Search by title or description',
    columns: () => [titleColumn(), truncatedColumn('description', 'Description')],
  },
  form: {
    intro: 'Describe what the consultancy offers and what a client gets.',
    sections: [
      {
        title: 'Overview',
        fields: [
          { kind: 'text', key: 'title', label: 'Title' },
          slugField(services),
          {
            kind: 'textarea',
            key: 'description',
            label: 'Description',
            rows: 2,
            hint: 'A sentence or two for the service cards.',
          },
          { kind: 'image', key: 'image', label: 'Image URL' },
        ],
      },
      {
        title: 'Details',
        fields: [
          {
            kind: 'markdown',
            key: 'fullDescription',
            label: 'Full description',
            rows: 8,
            hint: "Shown on the service's own page, in Markdown. A blank line starts a new paragraph.",
          },
          {
            kind: 'rows',
            key: 'features',
            label: 'Features',
            itemLabel: 'Feature',
            hint: 'One per row, as "Short label - explanation". Empty rows are ignored.',
            placeholder: 'e.g. Real-time dashboards - live KPIs for every team',
          },
        ],
      },
    ],
  },
});
