import { endSession, startSession, storeRefreshedTokens, type SessionState } from '../auth/session-slice';
import type {
  AcceptInvitationBody,
  Invitation,
  InvitationBody,
  InvitationList,
  LoginBody,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  PublicConfig,
  RegisterBody,
  Role,
  Session,
  TokenPair,
  TwoFactorChallenge,
  User,
  UserList,
} from '../schemas';
import type { ApiError } from './api-error';
import { apiSlice } from './base-api';
import type { MessageResult } from './content-api';
import { byId, cleanParams, itemTags, listTags } from './tags';

type WithSession = { auth: SessionState };

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
    register: build.mutation<{ user: User }, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
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
    getUsers: build.query<UserList, { page?: number; limit?: number } | void>({
      query: (args) => ({ url: '/auth/users', params: cleanParams(args) }),
      providesTags: (result) => listTags('User', result?.users),
    }),
    updateUserRole: build.mutation<{ user: User }, { id: string; role: Role }>({
      query: ({ id, role }) => ({ url: `${byId('auth/users', id)}/role`, method: 'PATCH', body: { role } }),
      // An admin may change their own role: the session's user is refetched too.
      invalidatesTags: (_result, _error, { id }) => [...itemTags('User', id), 'Me'],
    }),
    requestPasswordReset: build.mutation<MessageResult, PasswordResetRequestBody>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<MessageResult, PasswordResetConfirmBody>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
    }),
    /** An administrator e-mails a user a reset link. */
    sendUserPasswordReset: build.mutation<MessageResult, { id: string }>({
      query: ({ id }) => ({ url: `${byId('auth/users', id)}/password-reset`, method: 'POST' }),
    }),
    getInvitations: build.query<InvitationList, void>({
      query: () => '/auth/invitations',
      providesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
    createInvitation: build.mutation<{ invitation: Invitation }, InvitationBody>({
      query: (body) => ({ url: '/auth/invitations', method: 'POST', body }),
      invalidatesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
    revokeInvitation: build.mutation<{ invitation: Invitation }, { id: string }>({
      query: ({ id }) => ({ url: byId('auth/invitations', id), method: 'DELETE' }),
      invalidatesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
    resendInvitation: build.mutation<{ invitation: Invitation }, { id: string }>({
      query: ({ id }) => ({ url: `${byId('auth/invitations', id)}/resend`, method: 'POST' }),
      invalidatesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
    /** Like login: the new account's session is stored before the mutation resolves. */
    acceptInvitation: build.mutation<Session, AcceptInvitationBody>({
      queryFn: async (body, api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/auth/invitations/accept', method: 'POST', body });
        if (result.error) return { error: result.error as ApiError };
        const session = result.data as Session;
        api.dispatch(startSession(session));
        return { data: session };
      },
      invalidatesTags: ['Me'],
    }),
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => '/config',
      providesTags: ['Config'],
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useGetMeQuery,
  useLogoutMutation,
  useRefreshMutation,
  useGetUsersQuery,
  useUpdateUserRoleMutation,
  useGetPublicConfigQuery,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useSendUserPasswordResetMutation,
  useGetInvitationsQuery,
  useCreateInvitationMutation,
  useRevokeInvitationMutation,
  useResendInvitationMutation,
  useAcceptInvitationMutation,
} = authApi;
