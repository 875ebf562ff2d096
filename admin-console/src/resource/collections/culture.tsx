import { culture } from '@mwangaza/shared';
import { LINE_ICON_LABELS, LineIcon } from '@mwangaza/shared/controls';
import { defineResource, detailsSection, overviewSection } from '../define-resource';
import { titleColumn, truncatedColumn } from '../list/columns';
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
        render: (row) => (
          <span className={styles.icon}>
            <LineIcon name={row.icon} size={22} />
          </span>
        ),
      },
      titleColumn(),
      truncatedColumn('description', 'Description'),
    ],
  },
  form: {
    intro: 'A part of how the team works, shown on the About page.',
    sections: [
      overviewSection(culture, 2, [
        {
          kind: 'select',
          key: 'icon',
          label: 'Icon',
          placeholder: 'Choose an icon',
          labels: LINE_ICON_LABELS,
          hint: 'Drawn in the site’s gold line style on the About page and the item’s page.',
        },
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
      ]),
      detailsSection('In Markdown. A blank line starts a new paragraph.', {
        kind: 'rows',
        key: 'values',
        label: 'Values',
        itemLabel: 'Value',
        hint: 'What this means in practice, one per row. Empty rows are ignored.',
        placeholder: 'e.g. We share what we learn',
      }),
    ],
  },
});
