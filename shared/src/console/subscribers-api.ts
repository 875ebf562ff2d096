import { apiSlice } from '@mwangaza/shared';
import type { SubscriberList, SubscriberStatus } from '../schemas';
import { byId, cleanParams, csvQuery, itemTags, listTags } from '../api/tags';

export interface SubscriberListArgs {
  page?: number;
  limit?: number;
  /** Searches the address. */
  q?: string;
  status?: SubscriberStatus;
}

/** The CSV export takes the list's filters without paging. */
export type SubscriberExportArgs = Omit<SubscriberListArgs, 'page' | 'limit'>;

/** The newsletter's subscribers (staff): the list and its filters, the CSV export, deleting one. */
export const subscribersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSubscribers: build.query<SubscriberList, SubscriberListArgs | void>({
      query: (args) => ({ url: '/subscribers', params: cleanParams(args) }),
      providesTags: (result) => listTags('Subscriber', result?.subscribers),
    }),
    exportSubscribers: build.mutation<string, SubscriberExportArgs>({
      query: (args) => csvQuery('/subscribers/export.csv', args),
    }),
    deleteSubscriber: build.mutation<void, string>({
      query: (id) => ({ url: byId('subscribers', id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags('Subscriber', id),
    }),
  }),
});

export const { useGetSubscribersQuery, useExportSubscribersMutation, useDeleteSubscriberMutation } =
  subscribersApi;
