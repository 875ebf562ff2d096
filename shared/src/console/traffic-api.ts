import { storeCurrentUser, apiSlice } from '@mwangaza/shared';
import type { TrafficQuery, TrafficReport, User } from '../schemas';
import { cleanParams, csvQuery } from '../api/tags';

export const trafficApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The Traffic screen's figures for a period and the one before it (administrators and editors). */
    getTraffic: build.query<TrafficReport, TrafficQuery>({
      query: (args) => ({ url: '/analytics/traffic', params: cleanParams(args) }),
      transformResponse: (data: { report: TrafficReport }) => data.report,
    }),
    /** The same period as CSV text. */
    exportTraffic: build.mutation<string, TrafficQuery>({
      query: (args) => csvQuery('/analytics/traffic.csv', args),
    }),
    /** The signed-in administrator's choice of the weekly traffic report by e-mail; the stored user follows. */
    setWeeklyTrafficReport: build.mutation<{ user: User }, boolean>({
      query: (weeklyTrafficReport) => ({
        url: '/analytics/weekly-report',
        method: 'PUT',
        body: { weeklyTrafficReport },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(storeCurrentUser(answer.data.user));
      },
    }),
  }),
});

export const { useGetTrafficQuery, useExportTrafficMutation, useSetWeeklyTrafficReportMutation } = trafficApi;
