import { endSession, startSession, storeRefreshedTokens, type SessionState } from '../auth/session-slice';
import type { LoginBody, LoginTwoFactorBody, Session, TokenPair, TwoFactorChallenge, User } from '../schemas';
import type { ApiError } from './api-error';
import { apiSlice } from './base-api';
import type { MessageResult } from './content-api';

type WithSession = { auth: SessionState };

/**
 * Signing in and out and keeping the session: what every page needs (the session provider). What staff do
 * with accounts (users, invitations, two-factor set-up, devices) is in the console's entry.
 */
export const authApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Stores the session before the mutation resolves, so a redirect right after login sees it. An account
     * with two-factor sign-in gets a challenge instead (no session yet): loginTwoFactor completes it.
     */
    login: build.mutation<Session | TwoFactorChallenge, LoginBody>({
      queryFn: async (body, api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/auth/login', method: 'POST', body });
        if (result.error) return { error: result.error as ApiError };
        const answer = result.data as Session | TwoFactorChallenge;
        if (!('twoFactorRequired' in answer)) api.dispatch(startSession(answer));
        return { data: answer };
      },
      invalidatesTags: ['Me'],
    }),
    getMe: build.query<{ user: User }, void>({
      query: () => '/auth/me',
      providesTags: ['Me'],
    }),
    /** The session is cleared whether or not the server call succeeds, so signing out always works. */
    logout: build.mutation<MessageResult, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const refreshToken = (api.getState() as WithSession).auth.refreshToken;
        const result = await baseQuery({
          url: '/auth/logout',
          method: 'POST',
          body: refreshToken ? { refreshToken } : {},
        });
        api.dispatch(endSession({ expired: false }));
        if (result.error) return { error: result.error as ApiError };
        return { data: result.data as MessageResult };
      },
    }),
    /** The base query refreshes by itself on a 401; this is for callers that must rotate explicitly. */
    refresh: build.mutation<TokenPair, void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const refreshToken = (api.getState() as WithSession).auth.refreshToken;
        if (!refreshToken)
          return { error: { status: 401, message: 'Authentication required' } satisfies ApiError };
        const result = await baseQuery({ url: '/auth/refresh', method: 'POST', body: { refreshToken } });
        if (result.error) return { error: result.error as ApiError };
        const pair = result.data as TokenPair;
        api.dispatch(storeRefreshedTokens(pair));
        return { data: pair };
      },
    }),
    /** The second step of a sign-in; like login, the session is stored before the mutation resolves. */
    loginTwoFactor: build.mutation<Session, LoginTwoFactorBody>({
      queryFn: async (body, api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/auth/login/2fa', method: 'POST', body });
        if (result.error) return { error: result.error as ApiError };
        const session = result.data as Session;
        api.dispatch(startSession(session));
        return { data: session };
      },
      invalidatesTags: ['Me'],
    }),
  }),
});

export const {
  useLoginMutation,
  useGetMeQuery,
  useLogoutMutation,
  useRefreshMutation,
  useLoginTwoFactorMutation,
} = authApi;
