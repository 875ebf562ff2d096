import type { NewsletterSend, SubscribeBody } from '../schemas';
import { apiSlice } from './base-api';

/**
 * The Insights newsletter: the public forms and pages (subscribe, confirm, unsubscribe; no sign-in, the
 * link's token is the authority) and an insight's send to its subscribers (staff).
 */
export const newsletterApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    subscribe: build.mutation<void, SubscribeBody>({
      query: (body) => ({ url: '/subscribers', method: 'POST', body }),
      invalidatesTags: [{ type: 'Subscriber', id: 'LIST' }],
    }),
    confirmSubscription: build.mutation<void, string>({
      query: (token) => ({ url: '/subscribers/confirm', method: 'POST', body: { token } }),
    }),
    /** What an unsubscribe link is about, before its button is pressed. */
    describeUnsubscribe: build.query<{ email: string; subscribed: boolean }, string>({
      query: (token) => ({ url: '/subscribers/unsubscribe', params: { token } }),
    }),
    unsubscribe: build.mutation<void, string>({
      query: (token) => ({ url: '/subscribers/unsubscribe', method: 'POST', params: { token } }),
    }),
    /** An insight's send and its progress; 404 while it was never sent. */
    getNewsletterSend: build.query<NewsletterSend, string>({
      query: (insight) => `/newsletter/sends/${encodeURIComponent(insight)}`,
      transformResponse: (data: { send: NewsletterSend }) => data.send,
      providesTags: (_result, _error, insight) => [{ type: 'NewsletterSend', id: insight }],
    }),
    startNewsletterSend: build.mutation<NewsletterSend, string>({
      query: (insight) => ({ url: '/newsletter/sends', method: 'POST', body: { insight } }),
      transformResponse: (data: { send: NewsletterSend }) => data.send,
      invalidatesTags: (_result, _error, insight) => [{ type: 'NewsletterSend', id: insight }],
    }),
  }),
});

export const {
  useSubscribeMutation,
  useConfirmSubscriptionMutation,
  useDescribeUnsubscribeQuery,
  useUnsubscribeMutation,
  useGetNewsletterSendQuery,
  useStartNewsletterSendMutation,
} = newsletterApi;
