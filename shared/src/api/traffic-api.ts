import type { TrafficQuery, TrafficReport } from '../schemas';
import { apiSlice } from './base-api';
import { cleanParams } from './tags';

export const trafficApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The Traffic screen's figures for a period and the one before it (administrators and editors). */
    getTraffic: build.query<TrafficReport, TrafficQuery>({
      query: (args) => ({ url: '/analytics/traffic', params: cleanParams(args) }),
      transformResponse: (data: { report: TrafficReport }) => data.report,
    }),
    /** The same period as CSV text (a mutation: a download a person asks for, not data to cache). */
    exportTraffic: build.mutation<string, TrafficQuery>({
      query: (args) => ({
        url: '/analytics/traffic.csv',
        params: cleanParams(args),
        responseHandler: (response: Response) => (response.ok ? response.text() : response.json()),
      }),
    }),
  }),
});

export const { useGetTrafficQuery, useExportTrafficMutation } = trafficApi;
