import type { ContactBody } from '../schemas';
import { apiSlice } from './base-api';

/** A visitor's enquiry from the contact form. What staff do with enquiries is in the console's entry. */
export const contactApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendEnquiry: build.mutation<{ id: string }, ContactBody>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
      // A new enquiry lands in the staff inbox.
      invalidatesTags: [{ type: 'Enquiry', id: 'LIST' }],
    }),
  }),
});

export const { useSendEnquiryMutation } = contactApi;
