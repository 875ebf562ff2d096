import { contentApi, type CreateService, type Service, type ServiceList } from '@mwangaza/shared';
import listStyles from '../../../resource/list/resource-list.module.css';
import { truncate } from '../../../components/truncate';
import { adaptApi } from '../../../resource/adapt-api';
import type { ResourceDescription } from '../../../resource/resource-description';
import { serviceSections } from './service-fields';
import { toServiceFormValues, validateService, type ServiceFormValues } from './service-form-values';

/** Services in the console: spec section 2's columns (Title, Description truncated, Actions). */
export const serviceResource: ResourceDescription<Service, ServiceFormValues, CreateService> = {
  name: 'services',
  noun: 'service',
  nounTitle: 'Service',
  plural: 'services',
  title: 'Services',
  publicHref: (item) => `/services/${encodeURIComponent(item.slug)}`,
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
    sections: serviceSections,
    toValues: toServiceFormValues,
    validate: validateService,
  },
  api: adaptApi({
    useList: contentApi.useGetAdminServicesQuery,
    items: (data: ServiceList) => data.services,
    useItem: contentApi.useGetAdminServiceQuery,
    item: (data: { service: Service }) => data.service,
    useCreate: contentApi.useCreateServiceMutation,
    useUpdate: contentApi.useUpdateServiceMutation,
    useRemove: contentApi.useDeleteServiceMutation,
  }),
};
