import type { Liveness } from '../schemas';
import { apiSlice } from '@mwangaza/shared';

/** The API's liveness and build (the console's "About this build" panel). */
export const healthApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getApiHealth: build.query<Liveness, void>({ query: () => '/health' }),
  }),
});

export const { useGetApiHealthQuery } = healthApi;
