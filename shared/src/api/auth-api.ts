import type { User } from '../schemas';
import { apiSlice } from './base-api';

/**
 * The session's user, which every page may need (the session provider confirms a stored session with it).
 * Signing in and out, and what staff do with accounts, are in the console's entry.
 */
export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<{ user: User }, void>({
      query: () => '/auth/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useGetMeQuery } = authApi;
