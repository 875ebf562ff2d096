import type { PrivacyErasure, PrivacySubjectExport } from '../schemas';
import { apiSlice } from '@mwangaza/shared';

const subjects = (email: string) => `/privacy/subjects?email=${encodeURIComponent(email)}`;

/** Data subject requests (administrators): everything held about an address, and its erasure. */
export const privacyApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** A mutation: each export is a request a person makes (and the API audits), never a cached read. */
    exportSubject: build.mutation<PrivacySubjectExport, string>({
      query: (email) => ({ url: subjects(email) }),
    }),
    eraseSubject: build.mutation<PrivacyErasure, string>({
      query: (email) => ({ url: subjects(email), method: 'DELETE' }),
      // Anonymised enquiries change in every list and screen that shows them.
      invalidatesTags: [{ type: 'Enquiry', id: 'LIST' }, 'Enquiry', 'AuditEntry'],
    }),
  }),
});

export const { useExportSubjectMutation, useEraseSubjectMutation } = privacyApi;
