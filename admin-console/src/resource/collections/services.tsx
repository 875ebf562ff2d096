import { services } from '@mwangaza/shared';
import { defineResource, detailsSection, overviewSection } from '../define-resource';
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
      overviewSection(services, 1, [
        {
          kind: 'textarea',
          key: 'description',
          label: 'Description',
          rows: 2,
          hint: 'A sentence or two for the service cards.',
        },
        { kind: 'image', key: 'image', label: 'Image URL' },
      ]),
      detailsSection("Shown on the service's own page, in Markdown. A blank line starts a new paragraph.", {
        kind: 'rows',
        key: 'features',
        label: 'Features',
        itemLabel: 'Feature',
        hint: 'One per row, as "Short label - explanation". Empty rows are ignored.',
        placeholder: 'e.g. Real-time dashboards - live KPIs for every team',
      }),
    ],
  },
});
