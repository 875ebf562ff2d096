import {
  apiSlice,
  endSession,
  startSession,
  storeRefreshedTokens,
  type ApiError,
  type MessageResult,
  type SessionState,
} from '@mwangaza/shared';
import type {
  AcceptInvitationBody,
  LoginBody,
  LoginTwoFactorBody,
  Session,
  TokenPair,
  TwoFactorChallenge,
} from '../schemas';

type WithSession = { auth: SessionState };

/**
 * Signing in and out: staff only, so visitors' pages never load it. Keeping a session (the check on load,
 * the refresh on a 401) is the session provider's and the base query's, in the package's main entry.
 */
export const signInApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    /**
     * POST to `url`, whose answer is a session (or a two-factor challenge, which is not one yet). The session
     * is stored before the mutation resolves, so a redirect right after signing in sees it.
     */
    const startsSession = <Answer extends Session | TwoFactorChallenge, Body>(url: string) =>
      build.mutation<Answer, Body>({
        queryFn: async (body, api, _extra, baseQuery) => {
          const result = await baseQuery({ url, method: 'POST', body });
          if (result.error) return { error: result.error as ApiError };
          const answer = result.data as Answer;
          if (!('twoFactorRequired' in answer)) api.dispatch(startSession(answer as Session));
          return { data: answer };
        },
        invalidatesTags: ['Me'],
      });

    return {
      /** An account with two-factor sign-in gets a challenge instead: loginTwoFactor completes it. */
      login: startsSession<Session | TwoFactorChallenge, LoginBody>('/auth/login'),
      /** The second step of a sign-in. */
      loginTwoFactor: startsSession<Session, LoginTwoFactorBody>('/auth/login/2fa'),
      /** A new account made from an invitation is signed in at once. */
      acceptInvitation: startsSession<Session, AcceptInvitationBody>('/auth/invitations/accept'),
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
    };
  },
});

export const {
  useLoginMutation,
  useLoginTwoFactorMutation,
  useAcceptInvitationMutation,
  useLogoutMutation,
  useRefreshMutation,
} = signInApi;
