import { Type, type Static } from 'typebox';
import { PageQuery, Text, Pagination } from './common';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, ROLES } from './constants';

export const Email = Type.String({ minLength: 3, maxLength: 254, pattern: EMAIL_PATTERN });

export const RoleSchema = Type.Enum(ROLES);

export const User = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  createdAt: Type.String({ format: 'date-time' }),
  /** Two-factor sign-in is on for this account. */
  twoFactorEnabled: Type.Optional(Type.Boolean()),
  /** A disabled account cannot sign in or refresh (administrators disable and re-enable). */
  disabled: Type.Optional(Type.Boolean()),
  /** An administrator receives the weekly traffic report by e-mail (absent: not). */
  weeklyTrafficReport: Type.Optional(Type.Boolean()),
  /**
   * Only on the signed-in user (login, /auth/me): an administrator requires two-factor sign-in for this
   * role and it is not on yet, so every call but setting it up answers 403 until it is.
   */
  twoFactorSetupRequired: Type.Optional(Type.Boolean()),
});
export type User = Static<typeof User>;

export const LoginBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = Type.Object(
  {
    fullName: Text(120),
    email: Email,
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ minLength: 1, maxLength: 1_000 }) },
  { additionalProperties: false },
);
export type RefreshBody = Static<typeof RefreshBody>;

export const LogoutBody = Type.Object(
  { refreshToken: Type.Optional(Type.String({ maxLength: 1_000 })) },
  { additionalProperties: false },
);
export type LogoutBody = Static<typeof LogoutBody>;

export const RoleBody = Type.Object({ role: RoleSchema }, { additionalProperties: false });
export type RoleBody = Static<typeof RoleBody>;

export const UserListQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
export type UserListQuery = Static<typeof UserListQuery>;

export const Session = Type.Object({ accessToken: Type.String(), refreshToken: Type.String(), user: User });
export type Session = Static<typeof Session>;
export const TokenPair = Type.Object({ accessToken: Type.String(), refreshToken: Type.String() });
export type TokenPair = Static<typeof TokenPair>;

export const UserList = Type.Object({ users: Type.Array(User), pagination: Pagination });
export type UserList = Static<typeof UserList>;

/** GET /config: what the frontends may know of the server's mode. */
export const PublicConfig = Type.Object({
  demoMode: Type.Boolean(),
  /**
   * `open`: anyone may register now (REGISTRATION=open, or the first account of a database without an
   * administrator, which becomes one); `invite`: accounts are created from invitations.
   */
  registration: Type.Union([Type.Literal('open'), Type.Literal('invite')]),
  demoAccount: Type.Optional(Type.Object({ email: Type.String(), password: Type.String() })),
  /** How long enquiries are kept before they are anonymised (ENQUIRY_RETENTION_MONTHS): the privacy notice says it. */
  enquiryRetentionMonths: Type.Integer({ minimum: 1 }),
});
export type PublicConfig = Static<typeof PublicConfig>;

/** POST /auth/password-reset: answered the same way (202) for every address. */
export const PasswordResetRequestBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBody>;

/** POST /auth/password-reset/confirm: the token from the e-mailed link and the new password. */
export const PasswordResetConfirmBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type PasswordResetConfirmBody = Static<typeof PasswordResetConfirmBody>;

/** POST /auth/invitations (admin). */
export const InvitationBody = Type.Object(
  { email: Email, role: RoleSchema },
  { additionalProperties: false },
);
export type InvitationBody = Static<typeof InvitationBody>;

/** A pending invitation as the Users screen lists it (never its token). */
export const Invitation = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  invitedBy: Type.Object({ id: Type.String(), email: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  expired: Type.Boolean(),
});
export type Invitation = Static<typeof Invitation>;

export const InvitationList = Type.Object({ invitations: Type.Array(Invitation) });
export type InvitationList = Static<typeof InvitationList>;

/** POST /auth/invitations/accept: signs the new account in. */
export const AcceptInvitationBody = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    fullName: Text(120),
    password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;
