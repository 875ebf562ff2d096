import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { startSession, storeCurrentUser } from '../auth/session-slice';
import type {
  DeviceSessionList,
  LoginTwoFactorBody,
  RecoveryCodes,
  Session,
  TwoFactorConfirmBody,
  TwoFactorPolicy,
  TwoFactorSetup,
  User,
} from '../schemas';
import type { ApiError } from './api-error';
import { authApi } from './auth-api';
import { apiSlice } from './base-api';
import type { MessageResult } from './content-api';
import { byId, itemTags } from './tags';

/** The signed-in person's own account (two-factor sign-in, devices) and administrators' hold on accounts. */
export const accountApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
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
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/auth/2fa/setup', method: 'POST' }),
    }),
    /** Turns it on; the stored user is refreshed so the console stops leading them to set-up. */
    enableTwoFactor: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/auth/2fa/enable', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        )
          await refreshMe(dispatch);
      },
    }),
    disableTwoFactor: build.mutation<MessageResult, TwoFactorConfirmBody>({
      query: (body) => ({ url: '/auth/2fa/disable', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        )
          await refreshMe(dispatch);
      },
    }),
    regenerateRecoveryCodes: build.mutation<RecoveryCodes, TwoFactorConfirmBody>({
      query: (body) => ({ url: '/auth/2fa/recovery-codes', method: 'POST', body }),
    }),
    getTwoFactorPolicy: build.query<TwoFactorPolicy, void>({
      query: () => '/auth/2fa/policy',
      providesTags: ['TwoFactorPolicy'],
    }),
    setTwoFactorPolicy: build.mutation<TwoFactorPolicy, { requiredForStaff: boolean }>({
      query: (body) => ({ url: '/auth/2fa/policy', method: 'PUT', body }),
      invalidatesTags: ['TwoFactorPolicy'],
    }),
    getDeviceSessions: build.query<DeviceSessionList, void>({
      query: () => '/auth/sessions',
      providesTags: [{ type: 'DeviceSession', id: 'LIST' }],
    }),
    signOutDevice: build.mutation<MessageResult, { id: string }>({
      query: ({ id }) => ({ url: byId('auth/sessions', id), method: 'DELETE' }),
      invalidatesTags: [{ type: 'DeviceSession', id: 'LIST' }],
    }),
    signOutOtherDevices: build.mutation<MessageResult, void>({
      query: () => ({ url: '/auth/sessions', method: 'DELETE' }),
      invalidatesTags: [{ type: 'DeviceSession', id: 'LIST' }],
    }),
    setUserDisabled: build.mutation<{ user: User }, { id: string; disabled: boolean }>({
      query: ({ id, disabled }) => ({ url: byId('auth/users', id), method: 'PATCH', body: { disabled } }),
      invalidatesTags: (_result, _error, { id }) => itemTags('User', id),
    }),
    signUserOutEverywhere: build.mutation<MessageResult, { id: string }>({
      query: ({ id }) => ({ url: `${byId('auth/users', id)}/sessions`, method: 'DELETE' }),
    }),
    /** For someone who lost their authenticator and recovery codes (admin; signs them out, e-mails them). */
    resetUserTwoFactor: build.mutation<MessageResult, { id: string }>({
      query: ({ id }) => ({ url: `${byId('auth/users', id)}/2fa`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => itemTags('User', id),
    }),
  }),
});

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Reads /auth/me again and stores it (two-factor status and whether set-up is still required). */
async function refreshMe(dispatch: Dispatch) {
  const { user } = await dispatch(
    authApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
  ).unwrap();
  dispatch(storeCurrentUser(user));
}

export const {
  useLoginTwoFactorMutation,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useGetTwoFactorPolicyQuery,
  useSetTwoFactorPolicyMutation,
  useGetDeviceSessionsQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
  useSetUserDisabledMutation,
  useSignUserOutEverywhereMutation,
  useResetUserTwoFactorMutation,
} = accountApi;
