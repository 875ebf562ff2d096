import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { storeCurrentUser, authApi, apiSlice, type MessageResult } from '@mwangaza/shared';
import type {
  DeviceSessionList,
  RecoveryCodes,
  TwoFactorConfirmBody,
  TwoFactorPolicy,
  TwoFactorSetup,
  User,
} from '../schemas';
import { byId, itemTags } from '../api/tags';

/** The signed-in person's own account (two-factor sign-in, devices) and administrators' hold on accounts. */
export const accountApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/auth/2fa/setup', method: 'POST' }),
    }),
    /** Turns it on; the stored user is refreshed so the console stops leading them to set-up. */
    enableTwoFactor: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/auth/2fa/enable', method: 'POST', body }),
      onQueryStarted: refreshMeOnSuccess,
    }),
    disableTwoFactor: build.mutation<MessageResult, TwoFactorConfirmBody>({
      query: (body) => ({ url: '/auth/2fa/disable', method: 'POST', body }),
      onQueryStarted: refreshMeOnSuccess,
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

/** After a change to the user's two-factor sign-in succeeds, reads /auth/me again and stores it. */
async function refreshMeOnSuccess(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<unknown> },
) {
  const succeeded = await queryFulfilled.then(
    () => true,
    () => false,
  );
  if (succeeded) await refreshMe(dispatch);
}

/** Reads /auth/me again and stores it (two-factor status and whether set-up is still required). */
async function refreshMe(dispatch: Dispatch) {
  const { user } = await dispatch(
    authApi.endpoints.getMe.initiate(undefined, { subscribe: false, forceRefetch: true }),
  ).unwrap();
  dispatch(storeCurrentUser(user));
}

export const {
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
