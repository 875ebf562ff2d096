import { culture } from '@mwangaza/shared';
import { truncate } from '../../components/truncate';
import { defineResource } from '../define-resource';
import listStyles from '../list/resource-list.module.css';
import styles from './culture.module.css';

/** Culture items in the console: Icon, Title and the description, truncated, in display order. */
export const cultureResource = defineResource(culture, {
  list: {
    intro: 'How the team works, shown on the About page in this order.',
    searchPlaceholder: 'Search by title or description',
    columns: () => [
      {
        key: 'icon',
        header: 'Icon',
        className: styles.iconColumn,
        render: (row) => <span className={styles.emoji}>{row.icon}</span>,
      },
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
    intro: 'A part of how the team works, shown on the About page.',
    sections: [
      {
        title: 'Overview',
        columns: 2,
        fields: [
          { kind: 'text', key: 'title', label: 'Title', wide: true },
          {
            kind: 'slug',
            key: 'slug',
            label: 'Slug',
            hint: "The page's address: /about/culture/<slug>. Lowercase words and hyphens; left empty, it is made from the title. Old addresses keep working.",
            wide: true,
          },
          { kind: 'text', key: 'icon', label: 'Icon', hint: 'An emoji, e.g. 💡' },
          { kind: 'number', key: 'order', label: 'Order', hint: 'Lower numbers come first.' },
          {
            kind: 'textarea',
            key: 'description',
            label: 'Description',
            rows: 2,
            hint: 'A sentence or two for the About page card.',
            wide: true,
          },
          {
            kind: 'image',
            key: 'image',
            label: 'Image URL',
            hint: `Optional. Left empty, the default picture (${culture.imageFallback}) is used.`,
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
            rows: 8,
            hint: 'In Markdown. A blank line starts a new paragraph.',
          },
          {
            kind: 'rows',
            key: 'values',
            label: 'Values',
            itemLabel: 'Value',
            hint: 'What this means in practice, one per row. Empty rows are ignored.',
            placeholder: 'e.g. We share what we learn',
          },
        ],
      },
    ],
  },
});
