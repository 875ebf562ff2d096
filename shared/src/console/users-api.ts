import { apiSlice, type MessageResult } from '@mwangaza/shared';
import { byId, cleanParams, itemTags, listTags } from '../api/tags';
import type {
  Invitation,
  InvitationBody,
  InvitationList,
  PasswordResetConfirmBody,
  PasswordResetRequestBody,
  PublicConfig,
  RegisterBody,
  Role,
  User,
  UserList,
} from '../schemas';

/** Staff accounts: users and their roles, invitations, password resets, the API's public configuration. */
export const usersApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<{ user: User }, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
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
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => '/config',
      providesTags: ['Config'],
    }),
  }),
});

export const {
  useRegisterMutation,
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
} = usersApi;
