import { endSession, startSession, storeRefreshedTokens, type SessionState } from '../auth/session-slice';
import type {
  LoginBody,
  PublicConfig,
  RegisterBody,
  Role,
  Session,
  TokenPair,
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
    /** Stores the session before the mutation resolves, so a redirect right after login sees it. */
    login: build.mutation<Session, LoginBody>({
      queryFn: async (body, api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/auth/login', method: 'POST', body });
        if (result.error) return { error: result.error as ApiError };
        const session = result.data as Session;
        api.dispatch(startSession(session));
        return { data: session };
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
    /** Spec section 4: the session is cleared whether or not the server call succeeds. */
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
} = authApi;
