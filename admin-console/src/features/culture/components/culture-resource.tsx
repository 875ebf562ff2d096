import { contentApi, type CreateCultureItem, type CultureItem, type CultureItemList } from '@mwangaza/shared';
import listStyles from '../../../resource/list/resource-list.module.css';
import { truncate } from '../../../components/truncate';
import { adaptApi } from '../../../resource/adapt-api';
import type { ResourceDescription } from '../../../resource/resource-description';
import { cultureSections } from './culture-fields';
import { toCultureFormValues, validateCultureItem, type CultureFormValues } from './culture-form-values';
import styles from './culture-list.module.css';
import { useCultureReorder } from './use-culture-reorder';

/** Culture items in the console: spec section 2's columns (Icon, Title, Description truncated, Actions), in order. */
export const cultureResource: ResourceDescription<CultureItem, CultureFormValues, CreateCultureItem> = {
  name: 'culture',
  noun: 'culture item',
  nounTitle: 'Culture Item',
  plural: 'culture items',
  title: 'Culture',
  publicHref: (item) => `/about/culture/${encodeURIComponent(item.slug)}`,
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
    useReorder: useCultureReorder,
  },
  form: {
    intro: 'A part of how the team works, shown on the About page.',
    sections: cultureSections,
    toValues: toCultureFormValues,
    validate: validateCultureItem,
  },
  api: adaptApi({
    useList: contentApi.useGetAdminCultureItemsQuery,
    items: (data: CultureItemList) => data.cultureItems,
    useItem: contentApi.useGetAdminCultureItemQuery,
    item: (data: { cultureItem: CultureItem }) => data.cultureItem,
    useCreate: contentApi.useCreateCultureItemMutation,
    useUpdate: contentApi.useUpdateCultureItemMutation,
    useRemove: contentApi.useDeleteCultureItemMutation,
  }),
};
