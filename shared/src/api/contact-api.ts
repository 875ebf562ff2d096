import type { ContactBody, Enquiry, EnquiryList, EnquiryStatus } from '../schemas';
import { apiSlice } from './base-api';
import type { MessageResult } from './content-api';
import { byId, cleanParams, itemTags, listTags } from './tags';

export interface EnquiryListArgs {
  page?: number;
  limit?: number;
  status?: EnquiryStatus;
}

export const contactApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendEnquiry: build.mutation<{ id: string }, ContactBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      // A new enquiry lands in the staff inbox.
      invalidatesTags: [{ type: 'Enquiry', id: 'LIST' }],
    }),
    /** The server's message says whether the test mail was sent, or gives the SMTP error. */
    testEmail: build.mutation<MessageResult, void>({
      query: () => ({ url: '/contact/test', method: 'POST' }),
    }),
    getEnquiries: build.query<EnquiryList, EnquiryListArgs | void>({
      query: (args) => ({ url: '/contact/enquiries', params: cleanParams(args) }),
      providesTags: (result) => listTags('Enquiry', result?.enquiries),
    }),
    getEnquiry: build.query<{ enquiry: Enquiry }, string>({
      query: (id) => byId('contact/enquiries', id),
      providesTags: (_result, _error, id) => [{ type: 'Enquiry', id }],
    }),
    updateEnquiryStatus: build.mutation<{ enquiry: Enquiry }, { id: string; status: EnquiryStatus }>({
      query: ({ id, status }) => ({ url: byId('contact/enquiries', id), method: 'PATCH', body: { status } }),
      invalidatesTags: (_result, _error, { id }) => itemTags('Enquiry', id),
    }),
    /** Queues the enquiry's notification e-mail again (after a failure, or to send it once more). */
    resendEnquiryNotification: build.mutation<{ enquiry: Enquiry }, string>({
      query: (id) => ({ url: `${byId('contact/enquiries', id)}/resend`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => itemTags('Enquiry', id),
    }),
  }),
});

export const {
  useSendEnquiryMutation,
  useTestEmailMutation,
  useGetEnquiriesQuery,
  useGetEnquiryQuery,
  useUpdateEnquiryStatusMutation,
  useResendEnquiryNotificationMutation,
} = contactApi;
