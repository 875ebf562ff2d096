import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

export const TAG_TYPES = [
  'Service',
  'CaseStudy',
  'CaseStudyCategory',
  'CultureItem',
  'Enquiry',
  'User',
  'Me',
  'Config',
] as const;

/** The one createApi (tag invalidation only works inside one slice); resources inject their endpoints. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
