import { apiSlice, type MessageResult } from '@mwangaza/shared';
import type { Assignee, Enquiry, EnquiryList, EnquiryStage, EnquiryUpdateBody } from '../schemas';
import type { Locale } from '../i18n';
import { byId, cleanParams, csvQuery, itemTags, listTags } from '../api/tags';

export interface EnquiryListArgs {
  page?: number;
  limit?: number;
  stage?: EnquiryStage;
  /** A user id, or `none` for unassigned. */
  assignee?: string;
  /** ISO date-times: `from` inclusive, `to` exclusive (received date). */
  from?: string;
  to?: string;
  /** Searches name, company and e-mail. */
  q?: string;
  /** Open enquiries whose next step date has passed. */
  overdue?: boolean;
  /** true: the Spam tab (suspected spam only); otherwise suspected spam is left out. */
  spam?: boolean;
  /** The lead source's utm source or referrer host (`linkedin`, `www.google.com`), whole, any case. */
  source?: string;
  /** The lead source's utm campaign, whole, any case. */
  campaign?: string;
  /** The language the enquiry was sent in. */
  locale?: Locale;
}

/** The CSV export takes the list's filters without paging. */
export type EnquiryExportArgs = Omit<EnquiryListArgs, 'page' | 'limit'>;

/** The enquiry pipeline: the list and its filters, an enquiry's stage, notes and e-mails, the CSV export. */
export const enquiriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
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
    /** Stage, assignee or next step; the list is refetched too, since its per-stage counts change. */
    updateEnquiry: build.mutation<{ enquiry: Enquiry }, { id: string } & EnquiryUpdateBody>({
      query: ({ id, ...body }) => ({ url: byId('contact/enquiries', id), method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [
        ...itemTags('Enquiry', id),
        { type: 'Enquiry', id: 'LIST' },
      ],
    }),
    addEnquiryNote: build.mutation<{ enquiry: Enquiry }, { id: string; text: string }>({
      query: ({ id, text }) => ({
        url: `${byId('contact/enquiries', id)}/notes`,
        method: 'POST',
        body: { text },
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Enquiry', id }],
    }),
    /** Staff an enquiry can be assigned to (admins and editors). */
    getAssignees: build.query<{ assignees: Assignee[] }, void>({
      query: () => ({ url: '/contact/assignees' }),
    }),
    /** Moves a suspected spam enquiry into the pipeline (as new); its notification e-mail is sent then. */
    markEnquiryNotSpam: build.mutation<{ enquiry: Enquiry }, string>({
      query: (id) => ({ url: `${byId('contact/enquiries', id)}/not-spam`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => itemTags('Enquiry', id),
    }),
    /** The enquiries matching the filters as CSV text. */
    exportEnquiries: build.mutation<string, EnquiryExportArgs>({
      query: (args) => csvQuery('/contact/enquiries/export.csv', args),
    }),
    /** Queues the enquiry's notification e-mail again (after a failure, or to send it once more). */
    resendEnquiryNotification: build.mutation<{ enquiry: Enquiry }, string>({
      query: (id) => ({ url: `${byId('contact/enquiries', id)}/resend`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => itemTags('Enquiry', id),
    }),
  }),
});

export const {
  useTestEmailMutation,
  useGetEnquiriesQuery,
  useGetEnquiryQuery,
  useUpdateEnquiryMutation,
  useAddEnquiryNoteMutation,
  useGetAssigneesQuery,
  useResendEnquiryNotificationMutation,
  useMarkEnquiryNotSpamMutation,
  useExportEnquiriesMutation,
} = enquiriesApi;
