import { services } from '@mwangaza/shared';
import { truncate } from '../../components/truncate';
import { defineResource } from '../define-resource';
import listStyles from '../list/resource-list.module.css';

/** Services in the console: Title and the description, truncated. */
export const servicesResource = defineResource(services, {
  list: {
    intro: 'What the consultancy offers, as listed on the Services page.',
    searchPlaceholder: 'Search by title or description',
    columns: () => [
      {
        key: 'title',
        header: 'Title',
        render: (row) => <span className={listStyles.primary}>{row.title}</span>,
      },
      {
        key: 'description',
        header: 'Description',
        className: listStyles.hideOnPhone,
        render: (row) => (
          <span className={listStyles.muted} title={row.description}>
            {truncate(row.description)}
          </span>
        ),
      },
    ],
  },
  form: {
    intro: 'Describe what the consultancy offers and what a client gets.',
    sections: [
      {
        title: 'Overview',
        fields: [
          { kind: 'text', key: 'title', label: 'Title' },
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
